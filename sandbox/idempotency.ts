import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { ApiError, errorCodes } from './errors.ts';
import type { UserRecord } from './users.ts';

/**
 * Idempotency for money-moving requests (DESIGN "Money"): a repeat of a request with the same Idempotency-Key
 * is answered with the first answer, verbatim, and does not run again.
 *
 *   routes.post('/api/bonus-system/bonusbalance-to-balance/', requireAuth(context), idempotency(context),
 *     validateJson(contract.XBody), handler)
 *
 * Put it after requireAuth (records belong to the signed-in user; without one they belong to "anonymous") and
 * before the body validation. Records are keyed by (owner, key, method + path) and, for a request that moves money,
 * kept as long as the ledger keeps its rows, that is for good (docs/product.md "Money rules"): a record that expired
 * while the ledger still held the key's rows let the same key run the handler again, so a transfer sent again with an
 * old key to another recipient paid the recipient without debiting the sender.
 *
 *   no key, required (the default)         -> 400 idempotency_key_required
 *   key not ^[A-Za-z0-9-]{8,64}$           -> 400 idempotency_key_invalid (common.yaml IdempotencyKey)
 *   same key, other body                   -> 409 idempotency_key_reused
 *   same key while the first still runs    -> 409 idempotency_request_in_progress (Retry-After: 1)
 *   same key after a 2xx                   -> the stored answer, with the header Idempotent-Replayed: true
 *
 * Only 2xx answers are stored: a refused or failed request moved no money, so the same key may be tried again
 * (Stripe's and the IETF draft's rule for requests that did not complete).
 */
export interface IdempotencyOptions {
  /** Refuse requests without the header (default true). */
  required?: boolean;
  /** How long a first answer is replayed; by default for good, as long as the ledger rows the request wrote. */
  retentionMs?: number;
}

export const idempotencyKeyHeader = 'Idempotency-Key';
export const replayedHeader = 'Idempotent-Replayed';
const keyPattern = /^[A-Za-z0-9-]{8,64}$/;
/** A pending record older than this belongs to a request that died (server stopped mid-way): it may be taken over. */
const stalePendingMs = 60_000;

interface RecordRow {
  request_hash: string;
  state: 'pending' | 'complete';
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: number;
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; record: RecordRow } | { kind: 'mismatch' } | { kind: 'in-progress' };

export function idempotency(context: Pick<SandboxContext, 'db' | 'clock'>, options: IdempotencyOptions = {}) {
  const required = options.required ?? true;
  const retentionMs = options.retentionMs;
  const { db, clock } = context;

  return createMiddleware<SandboxEnv>(async (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    if (key === undefined) {
      if (required) {
        throw new ApiError(400, { code: errorCodes.idempotencyKeyRequired, message: `This request needs an ${idempotencyKeyHeader} header.` });
      }
      await next();
      return;
    }
    if (!keyPattern.test(key)) {
      throw new ApiError(400, { code: errorCodes.idempotencyKeyInvalid, message: `${idempotencyKeyHeader} must be 8 to 64 letters, digits or dashes.` });
    }

    const user = c.get('user') as UserRecord | undefined;
    const owner = user ? `user:${user.id}` : 'anonymous';
    const target = `${c.req.method} ${c.req.path}`;
    const requestHash = createHash('sha256').update(new Uint8Array(await c.req.arrayBuffer())).digest('hex');
    const now = clock.now();

    if (retentionMs !== undefined) await db.run('DELETE FROM idempotency_records WHERE created_at < ? AND request_target = ?', [now - retentionMs, target]);
    // Written so that two requests with the same key arriving together cannot both claim it, also on PostgreSQL
    // where transactions run side by side: the INSERT waits for the other one's and then does nothing.
    const claim = await db.transaction<Claim>(async (tx) => {
      const inserted = await tx.run(
        `INSERT INTO idempotency_records (owner, idempotency_key, request_target, request_hash, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)
         ON CONFLICT (owner, idempotency_key, request_target) DO NOTHING`,
        [owner, key, target, requestHash, now],
      );
      if (inserted.changes === 1) return { kind: 'claimed' };
      const existing = await tx.get<RecordRow>(
        'SELECT request_hash, state, status, content_type, body, created_at FROM idempotency_records WHERE owner = ? AND idempotency_key = ? AND request_target = ?',
        [owner, key, target],
      );
      // Deleted in between (the first request failed): it may be tried again.
      if (!existing) return { kind: 'in-progress' };
      if (existing.request_hash !== requestHash) return { kind: 'mismatch' };
      if (existing.state === 'complete') return { kind: 'replay', record: existing };
      if (now - existing.created_at > stalePendingMs) {
        const taken = await tx.run(
          "UPDATE idempotency_records SET created_at = ? WHERE owner = ? AND idempotency_key = ? AND request_target = ? AND state = 'pending' AND created_at = ?",
          [now, owner, key, target, existing.created_at],
        );
        if (taken.changes === 1) return { kind: 'claimed' };
      }
      return { kind: 'in-progress' };
    });

    if (claim.kind === 'mismatch') {
      throw new ApiError(409, { code: errorCodes.idempotencyKeyReused, message: `This ${idempotencyKeyHeader} was already used with a different request.` });
    }
    if (claim.kind === 'in-progress') {
      c.header('Retry-After', '1');
      throw new ApiError(409, { code: errorCodes.idempotencyRequestInProgress, message: 'A request with this idempotency key is still running.' });
    }
    if (claim.kind === 'replay') {
      const { record } = claim;
      return new Response(record.body, {
        status: record.status ?? 200,
        headers: { 'Content-Type': record.content_type ?? 'application/json', [replayedHeader]: 'true' },
      });
    }

    const forget = () => db.run('DELETE FROM idempotency_records WHERE owner = ? AND idempotency_key = ? AND request_target = ?', [owner, key, target]);
    try {
      await next();
    } catch (error) {
      await forget();
      throw error;
    }
    const response = c.res;
    if (response.status >= 200 && response.status < 300) {
      const body = await response.clone().text();
      await db.run(
        "UPDATE idempotency_records SET state = 'complete', status = ?, content_type = ?, body = ? WHERE owner = ? AND idempotency_key = ? AND request_target = ?",
        [response.status, response.headers.get('Content-Type'), body, owner, key, target],
      );
    } else {
      await forget();
    }
  });
}
