import type { SportEmbedAction, SportEmbedConfig } from '../../../schemas/config/sport-embed.ts';

/** A message the site acts on: the embed's type mapped to the site's action (config `messages.actions`). */
export interface EmbedCommand {
  action: SportEmbedAction;
  /** For 'resize': the content height in CSS pixels. */
  height?: number;
}

/** Why a message was ignored (counted per reason). */
export type RejectReason = 'origin' | 'source' | 'shape' | 'size' | 'type' | 'replay';

export interface MessageBridge {
  /** The command a message carries, or null when it is ignored (and counted). */
  accept(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>): EmbedCommand | null;
  /** Ignored messages so far, by reason. */
  readonly rejected: Readonly<Record<RejectReason, number>>;
  /** All ignored messages so far. */
  rejectedTotal(): number;
}

const maxHeight = 100_000;

/** A message's size as JSON, or Infinity when it does not serialise (a cyclic or exotic object is not a message). */
function jsonSize(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * The host side of an embed's messages (issue's bridge; DESIGN "Origins and runtime settings"): only messages from
 * the embed's configured origin, sent by one of its own frames, small, of the declared shape and type, and newer
 * than the last one (its sequence field increases) are acted on. Everything else is ignored and counted, so a page
 * on another origin, or a replay of an old "balance changed", changes nothing.
 */
export function createMessageBridge(embed: Pick<SportEmbedConfig, 'messages'>, origin: string, isOwnFrame: (source: MessageEventSource | null) => boolean): MessageBridge {
  const rejected: Record<RejectReason, number> = { origin: 0, source: 0, shape: 0, size: 0, type: 0, replay: 0 };
  const { typeField, sequenceField, heightField, actions, maxBytes } = embed.messages;
  let lastSequence = -Infinity;
  const reject = (reason: RejectReason) => {
    rejected[reason] += 1;
    return null;
  };
  return {
    rejected,
    rejectedTotal: () => Object.values(rejected).reduce((sum, count) => sum + count, 0),
    accept(event) {
      if (event.origin !== origin) return reject('origin');
      if (!isOwnFrame(event.source)) return reject('source');
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return reject('shape');
      if (jsonSize(data) > maxBytes) return reject('size');
      const record = data as Record<string, unknown>;
      const type = record[typeField];
      const sequence = record[sequenceField];
      if (typeof type !== 'string' || typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 0) return reject('shape');
      if (!Object.hasOwn(actions, type)) return reject('type');
      const action = actions[type];
      let height: number | undefined;
      if (action === 'resize') {
        const value = heightField === undefined ? undefined : record[heightField];
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxHeight) return reject('shape');
        height = Math.ceil(value);
      }
      if (sequence <= lastSequence) return reject('replay');
      lastSequence = sequence;
      return height === undefined ? { action } : { action, height };
    },
  };
}
