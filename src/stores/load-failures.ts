import { proxy, ref } from 'valtio/vanilla';

/**
 * Loads a screen makes outside react-query (the casino game lists, through the provider adapters) that failed and
 * are on screen: the page's one load-failure notice says them with the failed queries, and its one retry asks for
 * them again (§8: one failure, one message). The screen that shows the data reports and clears its entry.
 */
export interface LoadFailure {
  /** What went wrong (an ApiError names the cause). */
  error: unknown;
  retry: () => void;
}

export const loadFailuresStore = proxy<{ items: Record<string, LoadFailure> }>({ items: {} });

export function reportLoadFailure(key: string, failure: LoadFailure): void {
  loadFailuresStore.items[key] = ref(failure);
}

export function clearLoadFailure(key: string): void {
  delete loadFailuresStore.items[key];
}
