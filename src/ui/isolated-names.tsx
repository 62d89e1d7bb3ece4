import type { ReactNode } from 'react';

/**
 * A Latin name run inside a label: from a Latin letter through the letters, digits, spaces and name punctuation that
 * follow, ending on a letter, a digit or a period ("Sinner J.", "St. Gallen", "Paris S.G.").
 */
const latinRun = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F0-9 .'’-]*[A-Za-z\u00C0-\u024F0-9.]|[A-Za-z\u00C0-\u024F]/g;

/**
 * §1 Languages (right to left): the feed's names are Latin, and in an Arabic line the bidi algorithm gives a name's
 * final period to the Arabic around it, which draws it in front of the name (".Sinner J"). Each Latin run of a
 * label is isolated in a <bdi> (its own direction, its punctuation kept with it); the Arabic words of a template
 * ("Sinner J. أو تعادل") keep the page's order around it. In a left-to-right page it changes nothing visible.
 */
export function isolateNames(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<bdi key={start}>{match[0]}</bdi>);
    last = start + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
