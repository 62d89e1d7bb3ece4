import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { formatMoney, parseMoney } from '../money.ts';

/** Helpers shared by the profile and cashier services (payments, transfers, bonus, sport bets, KYC, limits). */
export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : iso(ms));
export const money = formatMoney;

/** Query date-times (§7: YYYY-MM-DDTHH:mmZ or YYYY-MM-DDTHH:mm:ssZ) to milliseconds; the regexes already checked the shape. */
export function queryTime(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** A money amount the player sends: a positive amount of minor units, or a 400 field error. */
export function positiveAmount(value: string, field = 'amount'): number {
  const minor = parseMoney(value);
  if (minor === null || minor <= 0) {
    throw new ApiError(400, { code: errorCodes.validationError, message: 'Enter an amount above zero.', errors: [{ field, code: 'min_value', message: 'Enter an amount above zero.' }] });
  }
  return minor;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(page: number | undefined, pageSize: number | undefined, defaultSize = 20): PageRequest {
  const size = pageSize ?? defaultSize;
  const number = page ?? 1;
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/** A DRF-style page ({count, next, previous, results}); next and previous keep the other query parameters. */
export function drfPage<T>(c: Context, request: PageRequest, count: number, results: T[]) {
  const link = (page: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: request.offset + results.length < count ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(request.page - 1) : null,
    results,
  };
}

/**
 * Calls only the named roles may make (users.ts roles; §6 backoffice and cashier calls). §6 Staff roles: a power is
 * granted to a role by name, never to "any role but P". A guest has already had 401 from requireAuth.
 */
export const requireRole = (...allowed: readonly string[]) =>
  createMiddleware<SandboxEnv>(async (c, next) => {
    if (!allowed.includes(c.var.user.role)) throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'Your role may not do this.' });
    await next();
  });

/** A WHERE fragment and its parameters for an optional time range on `column`. */
export function timeRange(column: string, from: number | null, to: number | null): { sql: string; params: number[] } {
  const parts: string[] = [];
  const params: number[] = [];
  if (from !== null) {
    parts.push(`${column} >= ?`);
    params.push(from);
  }
  if (to !== null) {
    parts.push(`${column} <= ?`);
    params.push(to);
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(''), params };
}

export async function countOf(db: Queryable, sql: string, params: readonly (string | number)[]): Promise<number> {
  const row = await db.get<{ total: number }>(sql, params);
  return Number(row?.total ?? 0);
}

/** The user id the operator's cashier has in §3 Transfer rows (fromId of a deposit, toId of a payout). */
export const cashierId = 0;

/** Records a §3 Transfer row; balances are minor units before and after on each side (the cashier's are 0). */
export async function recordTransfer(
  db: Queryable,
  transfer: {
    fromId: number;
    toId: number;
    amountMinor: number;
    currency: string;
    status: 'pending' | 'completed' | 'rejected';
    description?: string | null;
    senderBefore: number;
    senderAfter: number;
    recipientBefore: number;
    recipientAfter: number;
    createdAt: number;
    completedAt?: number | null;
  },
): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO transfers (from_id, to_id, amount_minor, currency, status, description, sender_before_minor, sender_after_minor,
       recipient_before_minor, recipient_after_minor, created_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      transfer.fromId,
      transfer.toId,
      transfer.amountMinor,
      transfer.currency,
      transfer.status,
      transfer.description ?? null,
      transfer.senderBefore,
      transfer.senderAfter,
      transfer.recipientBefore,
      transfer.recipientAfter,
      transfer.createdAt,
      transfer.completedAt ?? null,
    ],
  );
  if (!row) throw new Error('Transfer insert returned no row');
  return row.id;
}

/**
 * Seed rows for the fixed player account (DESIGN "Seeded accounts"): written once per area, on the first call
 * that needs them, with dates relative to the sandbox clock so date filters have something on each side.
 * The marker lives in the settings table so a restart does not seed twice.
 */
export async function seedOnce(db: Queryable, area: string, user: { id: number; username: string }, write: () => Promise<void>): Promise<void> {
  if (user.username !== seededPlayer) return;
  const marker = await db.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [`seeded:${area}:${user.id}`, '1']);
  if (marker.changes === 1) await write();
}

export const seededPlayer = 'player1';
