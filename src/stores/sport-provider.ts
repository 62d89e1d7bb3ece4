import { proxy } from 'valtio';

/** §3 Sport token: a token string, default placeholder dash. */
export const signedOutSportToken = '-';

/** Tokens per sport embed id (the embeds are named in config/, never here). */
export const sportProviderStore = proxy({ tokens: {} as Record<string, string> });

export function sportTokenFor(embedId: string): string {
  return sportProviderStore.tokens[embedId] ?? signedOutSportToken;
}
