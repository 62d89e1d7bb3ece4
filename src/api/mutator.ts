import { requestData } from './client.ts';
import type { ApiError, RequestOptions } from './client.ts';

/**
 * The orval mutator (orval.config.ts: httpClient 'fetch', `includeHttpResponseReturnType: false`).
 *
 * orval 8's fetch client calls `apiMutator<T>(url, init)` where `url` is the path with its query string
 * already serialised (e.g. `/api/backoffice/transactions/?page=2`) and `init` is a RequestInit whose body
 * is a JSON string (with a Content-Type header), a FormData, or absent. This adapts that call to the one
 * shared client (§7): the client builds the URL, adds the bearer token and serialises the body itself, so
 * the JSON body is handed over as a value and FormData untouched. On success the answer's data, checked against
 * its generated zod schema, is returned; otherwise ApiError is thrown, which is what react-query expects.
 */
export function apiMutator<T>(url: string, init?: RequestInit): Promise<T> {
  return requestData<T>(toRequestOptions(url, init));
}

/** react-query's TError for every generated hook (orval picks this name up from this file). */
export type ErrorType<_ErrorBody> = ApiError;

const methods = new Set<RequestOptions['method']>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function toRequestOptions(url: string, init: RequestInit = {}): RequestOptions {
  const method = (init.method ?? 'GET').toUpperCase() as RequestOptions['method'];
  if (!methods.has(method)) throw new Error(`Unsupported method ${method} for ${url}`);

  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const options: RequestOptions = { method, path };

  if (queryStart !== -1) {
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
      const previous = query[key];
      query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    options.query = query;
  }

  const headers: Record<string, string> = {};
  // orval passes a plain object (names as in the document, e.g. Idempotency-Key); keep their case.
  const entries = init.headers instanceof Headers || Array.isArray(init.headers) ? [...new Headers(init.headers)] : Object.entries(init.headers ?? {});
  for (const [name, value] of entries) {
    // The client sets Content-Type itself (JSON, or none so FormData gets its multipart boundary).
    if (value !== undefined && name.toLowerCase() !== 'content-type') headers[name] = String(value);
  }
  if (Object.keys(headers).length > 0) options.headers = headers;

  if (init.body !== undefined && init.body !== null) options.body = toBody(init.body);
  if (init.signal) options.signal = init.signal;
  return options;
}

function toBody(body: BodyInit): unknown {
  if (typeof body !== 'string') return body; // FormData (KYC upload), Blob...: passed through untouched
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
