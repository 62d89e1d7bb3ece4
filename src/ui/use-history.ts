import { useState } from 'react';
import type { DateRange } from './lists.tsx';

/** Page and date range of a history list; a new range goes back to page 1. */
export function useHistoryState() {
  const [page, setPage] = useState(1);
  const [range, setRangeState] = useState<DateRange>({ from: '', to: '' });
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { page, setPage, range, setRange };
}
