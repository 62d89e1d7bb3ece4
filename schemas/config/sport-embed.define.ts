import type { SportEmbedInput } from './sport-embed.ts';

// Zod-free: config/sport-embeds/<id>.ts imports this, and the browser bundle must not pull the schema in
// (validated at build and in tests, see routes.define.ts).

/** Types config/sport-embeds/<id>.ts; literal route ids and paths are kept for the typed href helper. */
export function defineSportEmbed<const Embed extends SportEmbedInput>(embed: Embed): Embed {
  return embed;
}
