import { proxy } from 'valtio';

/** Profile data is react-query's; the client keeps unsaved drafts so nothing typed is lost on navigation. */
export const profileStore = proxy({ drafts: {} as Record<string, Record<string, unknown>> });
