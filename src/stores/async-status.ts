import { proxy } from 'valtio';

/** §4 Async actions go through idle, loading, success, error and reset, tracked per id. */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncEntry {
  status: AsyncStatus;
  error: unknown;
}

export const asyncStatusStore = proxy<{ byId: Record<string, AsyncEntry> }>({ byId: {} });

export function statusOf(id: string): AsyncEntry {
  return asyncStatusStore.byId[id] ?? { status: 'idle', error: null };
}

/** §4: loading clears the error. */
export function markLoading(id: string): void {
  asyncStatusStore.byId[id] = { status: 'loading', error: null };
}

/** §4: success clears the error. */
export function markSuccess(id: string): void {
  asyncStatusStore.byId[id] = { status: 'success', error: null };
}

/** §4: error stores the payload. */
export function markError(id: string, payload: unknown): void {
  asyncStatusStore.byId[id] = { status: 'error', error: payload };
}

export function resetStatus(id: string): void {
  delete asyncStatusStore.byId[id];
}

/** §8 Async failures: a JSON object in the error text is parsed and stored. */
function parseErrorObject(error: unknown): Record<string, unknown> | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  if (!text) return null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = JSON.parse(text.slice(start, end + 1)) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Runs an action under an id. §8: a failure whose text holds a JSON object stores that object (and resolves
 * with undefined); an unparsable failure is stored and rethrown.
 */
export async function trackAsync<T>(id: string, action: () => Promise<T>): Promise<T | undefined> {
  markLoading(id);
  try {
    const value = await action();
    markSuccess(id);
    return value;
  } catch (error) {
    const parsed = parseErrorObject(error);
    if (parsed) {
      markError(id, parsed);
      return undefined;
    }
    markError(id, error);
    throw error;
  }
}
