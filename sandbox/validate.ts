import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { SandboxEnv } from './context.ts';
import { ApiError, errorCodes, validationError, type FieldError } from './errors.ts';

/**
 * Request and response validation with zod schemas (the generated ones of generated/<service>/<service>.zod.ts
 * through contract.ts).
 *
 *   routes.post('/api/x/', validateJson(contract.XBody), (c) => { const body = c.req.valid('json'); ... })
 *   return sendJson(c, contract.XResponse, answer);
 *
 * A body that is not a JSON object, that holds a prototype-polluting key or that breaks the schema is answered
 * 400 { code: 'validation_error', message, errors: [{ field, code, message }] }: never a 500, never a stack.
 * Field error codes follow Django REST framework's (required, blank, null, invalid, max_length...), which the
 * front end's field-error mapping looks up (§5 "Field errors").
 */

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
export const maxJsonDepth = 32;
const maxReportedErrors = 50;
const rootField = 'non_field_errors';

function bodyError(code: string, message: string): ApiError {
  return validationError([{ field: rootField, code, message }], message);
}

/** Reads the body as a JSON object, or throws the 4xx ApiError that says why it is not one. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim();
  if (!jsonMediaType.test(mediaType)) {
    throw new ApiError(415, { code: errorCodes.unsupportedMediaType, message: 'The request body must be sent as application/json.' });
  }
  const text = await c.req.text();
  if (text.trim() === '') throw bodyError('required', 'The request body is empty; a JSON object is expected.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bodyError('parse_error', 'The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw bodyError('invalid', 'The request body must be a JSON object.');
  }
  const problem = findUnsafeKey(value, '', 0);
  if (problem) throw validationError([problem], 'The request body holds a key that is not allowed.');
  return value as Record<string, unknown>;
}

/**
 * Prototype-polluting keys (JSON.parse keeps "__proto__" as an own key), absurd nesting and NUL characters
 * (PostgreSQL refuses them in text, so they would fail deep in a query instead of here) are refused.
 */
function findUnsafeKey(value: unknown, path: string, depth: number): FieldError | null {
  if (typeof value === 'string' && value.includes('\u0000')) return { field: path || rootField, code: 'invalid', message: 'Text may not contain NUL characters.' };
  if (value === null || typeof value !== 'object') return null;
  if (depth > maxJsonDepth) return { field: path || rootField, code: 'too_deep', message: `JSON nesting deeper than ${maxJsonDepth} levels.` };
  for (const key of Object.keys(value)) {
    const keyPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (forbiddenKeys.has(key)) return { field: keyPath, code: 'forbidden_key', message: `The key "${key}" is not allowed.` };
    if (key.includes('\u0000')) return { field: keyPath, code: 'forbidden_key', message: 'Keys may not contain NUL characters.' };
    const problem = findUnsafeKey((value as Record<string, unknown>)[key], keyPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** zod issues -> field errors with stable, DRF-like codes. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues.slice(0, maxReportedErrors)) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : rootField;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ field: field === rootField ? key : `${field}.${key}`, code: 'unknown_field', message: 'This field is not expected.' });
      continue;
    }
    const code = codeOf(issue);
    errors.push({ field, code, message: code === 'required' ? 'This field is required.' : code === 'blank' ? 'This field may not be blank.' : issue.message });
  }
  return errors;
}

function codeOf(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? 'required' : input === null ? 'null' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return input === '' ? 'blank' : 'min_length';
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? 'min_value' : 'min_length';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? 'max_value' : 'max_length';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    case 'invalid_value':
      // A field that may only be `true` is a box that must be ticked (§5: accepting the terms is required).
      return issue.values.length === 1 && issue.values[0] === true ? 'required' : 'invalid_choice';
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === 'string' ? code : 'invalid';
    }
    default:
      return 'invalid';
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw validationError(fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * The keys of the body that the schema dropped (zod strips unknown keys by default), at any depth: what was sent
 * and is not in the parsed value. Comparing the two makes every body schema strict in one place, whether or not
 * the generated schema says .strict() (the wheel spin accepted unknown fields where placement refused them).
 */
export function droppedKeys(sent: unknown, parsed: unknown, path = ''): FieldError[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => (index < parsed.length ? droppedKeys(item, parsed[index], `${path}[${index}]`) : []));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) => {
    const field = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(parsed, key)) return [{ field, code: 'unknown_field', message: 'This field is not expected.' }];
    return droppedKeys(sent[key], parsed[key], field);
  });
}

/** Validates the JSON body, refusing unknown fields at any depth; the handler reads it with c.req.valid('json'). */
export function validateJson<S extends z.ZodType>(schema: S) {
  return createMiddleware<SandboxEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    const value = await readJsonObject(c);
    const parsed = parseWith(schema, value);
    const unknown = droppedKeys(value, parsed);
    if (unknown.length > 0) throw validationError(unknown.slice(0, maxReportedErrors));
    c.req.addValidatedData('json', parsed as object);
    await next();
  });
}

/** Validates the query string (single values as strings, repeated ones as arrays); read with c.req.valid('query'). */
export function validateQuery<S extends z.ZodType>(schema: S) {
  return createMiddleware<SandboxEnv, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }>(async (c, next) => {
    const value = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
    const problem = findUnsafeKey(value, '', 0);
    if (problem) throw validationError([problem], 'The query string holds a value that is not allowed.');
    c.req.addValidatedData('query', parseWith(schema, value) as object);
    await next();
  });
}

/** An answer that breaks its own contract is a sandbox bug: onError logs it and answers 500 defaultMessage. */
export class ContractViolation extends Error {
  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    super(`The answer of ${path} does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`);
    this.name = 'ContractViolation';
  }
}

/** Sends `data` after checking it against the response schema (unknown keys are dropped, as the schema says). */
export function sendJson<S extends z.ZodType>(c: Context, schema: S, data: z.input<S>, status: ContentfulStatusCode = 200): Response {
  return sendJsonText(c, JSON.stringify(checkedAnswer(c, schema, data)), status);
}

/**
 * A JSON answer already written as text, with its length: the compression middleware reads Content-Length to leave
 * small answers as they are, and without it compressed even the user poll's few hundred bytes (§5 Bounds).
 */
export function sendJsonText(c: Context, text: string, status: ContentfulStatusCode = 200): Response {
  return c.body(text, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
}

/** sendJson's check alone: the answer as the schema keeps it, for an answer kept as text (auth/access-cache.ts). */
export function checkedAnswer<S extends z.ZodType>(c: Context, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractViolation(`${c.req.method} ${c.req.path}`, result.error.issues);
  return result.data;
}
