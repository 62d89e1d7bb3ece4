/** Failures reported so far: one line per failed start, never a loop (nothing retries by itself). */
const reported: { embed: string; reason: string; at: number }[] = [];

/** Reports an embed that could not start, once per failed start (the player's retry is a new start). */
export function reportEmbedFailure(embed: string, reason: string): void {
  reported.push({ embed, reason, at: Date.now() });
  console.warn(`Sport embed "${embed}" could not start: ${reason}`);
}

/** What was reported (tests). */
export function reportedEmbedFailures(): readonly { embed: string; reason: string }[] {
  return reported;
}
