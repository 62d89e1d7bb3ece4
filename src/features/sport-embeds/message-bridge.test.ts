import { describe, expect, it } from 'vitest';
import { createMessageBridge } from './message-bridge.ts';

// The host side of an embed's messages, on a fixture dialect (src/ names no embed, CONVENTIONS 18).
const embed = {
  messages: {
    typeField: 'kind',
    sequenceField: 'n',
    heightField: 'h',
    maxBytes: 200,
    actions: { up: 'ready', money: 'balance-changed', size: 'resize', pay: 'open-deposit' },
  },
} as const;
const origin = 'https://embed.example.test';
const frame = {} as MessageEventSource;
const stranger = {} as MessageEventSource;
const bridge = () => createMessageBridge(embed as never, origin, (source) => source === frame);
const from = (data: unknown, overrides: { origin?: string; source?: MessageEventSource } = {}) => ({ origin: overrides.origin ?? origin, source: overrides.source ?? frame, data });

describe('sport embed messages', () => {
  it('maps a well-formed message of the embed to the site action', () => {
    const b = bridge();
    expect(b.accept(from({ kind: 'up', n: 1 }))).toEqual({ action: 'ready' });
    expect(b.accept(from({ kind: 'size', n: 2, h: 812.4 }))).toEqual({ action: 'resize', height: 813 });
    expect(b.accept(from({ kind: 'money', n: 3 }))).toEqual({ action: 'balance-changed' });
    expect(b.rejectedTotal()).toBe(0);
  });

  it('ignores and counts a message from another origin or from a window that is not its frame', () => {
    const b = bridge();
    expect(b.accept(from({ kind: 'money', n: 1 }, { origin: 'https://evil.example.test' }))).toBeNull();
    expect(b.accept(from({ kind: 'money', n: 1 }, { origin: 'null' }))).toBeNull();
    expect(b.accept(from({ kind: 'money', n: 1 }, { source: stranger }))).toBeNull();
    expect(b.rejected).toMatchObject({ origin: 2, source: 1 });
    // The genuine one still works after them.
    expect(b.accept(from({ kind: 'money', n: 1 }))).toEqual({ action: 'balance-changed' });
  });

  it('ignores and counts the wrong shape: not an object, no type or sequence, an unknown type, a bad height', () => {
    const b = bridge();
    for (const data of ['money', null, [1], { kind: 'money' }, { kind: 5, n: 1 }, { kind: 'money', n: -1 }, { kind: 'money', n: 1.5 }, { kind: 'size', n: 1 }, { kind: 'size', n: 1, h: 'tall' }, { kind: 'size', n: 1, h: 1e9 }]) {
      expect(b.accept(from(data)), JSON.stringify(data)).toBeNull();
    }
    expect(b.accept(from({ kind: 'toString', n: 1 }))).toBeNull();
    expect(b.accept(from({ kind: 'navigate', n: 1, url: 'https://evil.example.test' }))).toBeNull();
    expect(b.rejected.shape).toBe(10);
    expect(b.rejected.type).toBe(2);
  });

  it('ignores a replayed or older message, and an oversized one', () => {
    const b = bridge();
    expect(b.accept(from({ kind: 'money', n: 5 }))).not.toBeNull();
    expect(b.accept(from({ kind: 'money', n: 5 }))).toBeNull();
    expect(b.accept(from({ kind: 'money', n: 4 }))).toBeNull();
    expect(b.accept(from({ kind: 'money', n: 6, padding: 'x'.repeat(300) }))).toBeNull();
    const cyclic: Record<string, unknown> = { kind: 'money', n: 7 };
    cyclic.self = cyclic;
    expect(b.accept(from(cyclic))).toBeNull();
    expect(b.rejected).toMatchObject({ replay: 2, size: 2 });
    expect(b.accept(from({ kind: 'pay', n: 6 }))).toEqual({ action: 'open-deposit' });
  });
});
