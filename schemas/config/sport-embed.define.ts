import type { SportEmbedInput } from './sport-embed.ts';

// Zod-free: config/sport-embeds/<id>.ts imports this, and the browser bundle must not pull the schema in
// (validated at build and in tests, see routes.define.ts).

/** Types config/sport-embeds/<id>.ts. */
export function defineSportEmbed(embed: SportEmbedInput): SportEmbedInput {
  return embed;
}
