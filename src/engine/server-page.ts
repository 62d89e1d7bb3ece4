import { createContext, useContext } from 'react';

/**
 * What a page tells the site's server while the server renders it (§2 Speed, §2 Player journey): whether it is a
 * not-found page (an unknown event or promotion: the answer's status is then 404, found out from the API's answer during
 * the render) and the schema.org data search engines read in its head. One report per render on the server; in the
 * browser there is none and these hooks do nothing.
 */
export interface ServerPageReport {
  status: 200 | 404;
  /** schema.org objects, written into the page's head as JSON-LD (server/static.ts). */
  structuredData: Record<string, unknown>[];
}

export const ServerPageContext = createContext<ServerPageReport | null>(null);

export function newServerPageReport(): ServerPageReport {
  return { status: 200, structuredData: [] };
}

/** The page shows the not-found message: the server answers 404. */
export function useNotFoundStatus(): void {
  const report = useContext(ServerPageContext);
  if (report) report.status = 404;
}

/** A schema.org object for the page's head (computed only on the server; null: none yet). */
export function useStructuredData(data: () => Record<string, unknown> | null): void {
  const report = useContext(ServerPageContext);
  if (!report) return;
  const value = data();
  if (!value) return;
  const text = JSON.stringify(value);
  if (!report.structuredData.some((entry) => JSON.stringify(entry) === text)) report.structuredData.push(value);
}
