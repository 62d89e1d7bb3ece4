import { describe, expect, it } from 'vitest';
import { cardOrder, type Column } from './lists.tsx';

const column = (key: string, priority?: number): Column<unknown> => ({ key, headerKey: key, render: () => key, priority });

describe('cardOrder (phone cards, §2 Profile (/profile) subpages)', () => {
  it('puts the prioritised columns first, lowest first, then the rest in table order', () => {
    const columns = [column('code'), column('date'), column('stake', 1), column('odds'), column('win', 2), column('status', 3)];
    expect(cardOrder(columns).map((each) => each.key)).toEqual(['stake', 'win', 'status', 'code', 'date', 'odds']);
  });

  it('keeps the table order when no column has a priority', () => {
    expect(cardOrder([column('a'), column('b')]).map((each) => each.key)).toEqual(['a', 'b']);
  });
});
