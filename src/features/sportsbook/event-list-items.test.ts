import { expect, it } from 'vitest';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { groupItems } from './event-list.tsx';

// §2 Sportsbook: a list is grouped by league in the feed's order (by start time), so a league can come back further
// down. Each header keeps a key of its own: with two children of one key, React left a previous list's header on
// screen when the list was filtered to one league (three headers over one league's four rows).

const event = (id: number, league: number) => ({ id, sportId: 1, league: { id: league, name: `League ${league}`, country: { name: 'Tunisia' } } }) as unknown as SportsbookEvent;

it('gives every header and row a key of its own when a league comes back further down the list', () => {
  const items = groupItems([event(1, 10), event(2, 20), event(3, 10), event(4, 20), event(5, 10)], 'league', String);
  expect(items.filter((item) => item.kind === 'header').map((item) => item.text)).toEqual(['Tunisia · League 10', 'Tunisia · League 20', 'Tunisia · League 10', 'Tunisia · League 20', 'Tunisia · League 10']);
  const keys = items.map((item) => item.key);
  expect(new Set(keys).size).toBe(keys.length);
  // The first header of a league keeps its plain key, so a list that does not repeat a league keys as before.
  expect(keys[0]).toBe('h:10');
});
