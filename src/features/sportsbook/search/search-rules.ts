// §5 Search text: at least 4 characters, no special characters. The same rule as the sandbox's
// (/api/sportsbook/search answers search_too_short or search_invalid_characters): letters of any script (with
// their accents and marks), digits and spaces; runs of spaces count as one. Checked here first so a text the rule
// refuses never costs a request, and the player reads why.

export const searchMinLength = 4;

/** The text as it is sent: trimmed, inner runs of spaces made one. What the player typed stays in the field. */
export function searchQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export type SearchTextProblem = 'tooShort' | 'invalidCharacters';

/** Why `text` cannot be searched (null when it can, or when it is empty: an empty text is no search, no message). */
export function searchTextProblem(text: string): SearchTextProblem | null {
  const query = searchQuery(text);
  if (query === '') return null;
  if (!/^[\p{L}\p{M}\p{N} ]+$/u.test(query)) return 'invalidCharacters';
  if ([...query].length < searchMinLength) return 'tooShort';
  return null;
}

/** Whether `text` is sent to the search at all. */
export function isSearchable(text: string): boolean {
  return searchQuery(text) !== '' && searchTextProblem(text) === null;
}
