import { proxy } from 'valtio/vanilla';

/** §8 Toast types. */
export type ToastType = 'info' | 'error' | 'warn' | 'success';

export interface Toast {
  id: number;
  type: ToastType;
  /** i18n key, translated when shown so a language switch re-renders it. */
  messageKey?: string;
  /** Text that is already final (a server message with no catalogue entry). */
  text?: string;
  values?: Record<string, string | number>;
}

export const toastsStore = proxy({ items: [] as Toast[] });

export const toastLifetimeMs = 5000;
let nextId = 1;

/** Shows a toast unless an identical one is already on screen (§8: toasts are deduplicated). */
export function showToast(toast: Omit<Toast, 'id'>): number | null {
  const duplicate = toastsStore.items.find(
    (item) => item.type === toast.type && item.messageKey === toast.messageKey && item.text === toast.text,
  );
  if (duplicate) return null;
  const id = nextId++;
  toastsStore.items.push({ ...toast, id });
  return id;
}

export function dismissToast(id: number): void {
  const index = toastsStore.items.findIndex((item) => item.id === id);
  if (index >= 0) toastsStore.items.splice(index, 1);
}
