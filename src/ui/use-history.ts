import { useState } from 'react';
import type { DateRange } from './lists.tsx';

/** Page and date range of a history list; a new range, or a new value of any other filter, goes back to page 1. */
export function useHistoryState() {
  const [page, setPage] = useState(1);
  const [range, setRangeState] = useState<DateRange>({ from: '', to: '' });
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  /** `set` for one of the list's other filters (a type, an account), going back to page 1 like a new range. */
  const filterBy =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, range, setRange, filterBy };
}
