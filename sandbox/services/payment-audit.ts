import type { Queryable } from '../db/database.ts';
import type { UserRecord } from '../users.ts';
import { iso } from './payments-common.ts';

/**
 * The payment audit trail (§6 Staff roles, migration 300-payment-audit.sql): one row per status change a person or a
 * processor made, so an operator can always answer "who approved this, and when".
 */
export interface PaymentAuditRecord {
  paymentId: number;
  action: string;
  /** The signed-in user; null for a signed processor callback. */
  actor: Pick<UserRecord, 'id' | 'role'> | null;
  statusBefore: number;
  statusAfter: number;
  comment?: string | null;
  at: number;
}

export const processorActor = 'processor';

export async function recordPaymentAudit(db: Queryable, record: PaymentAuditRecord): Promise<void> {
  await db.run(
    `INSERT INTO payment_audit (payment_id, action, actor_id, actor_role, status_before, status_after, comment, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [record.paymentId, record.action, record.actor?.id ?? null, record.actor?.role ?? processorActor, record.statusBefore, record.statusAfter, record.comment ?? null, record.at],
  );
}

interface AuditRow {
  id: number;
  payment_id: number;
  direction: string;
  action: string;
  actor_id: number | null;
  actor_role: string;
  status_before: number;
  status_after: number;
  comment: string | null;
  created_at: number;
}

/** Newest first; `paymentId` narrows to one payment. */
export async function readPaymentAudit(db: Queryable, options: { paymentId?: number; limit: number; offset: number }) {
  const where = options.paymentId === undefined ? '' : ' WHERE a.payment_id = ?';
  const params = options.paymentId === undefined ? [] : [options.paymentId];
  const total = await db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM payment_audit a${where}`, params);
  const rows = await db.all<AuditRow>(
    `SELECT a.*, p.direction FROM payment_audit a JOIN payments p ON p.id = a.payment_id${where} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
    [...params, options.limit, options.offset],
  );
  return {
    count: Number(total?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      direction: row.direction as 'deposit' | 'payout',
      action: row.action,
      actorId: row.actor_id,
      actorRole: row.actor_role,
      statusBefore: row.status_before as 10,
      statusAfter: row.status_after as 10,
      comment: row.comment,
      createdAt: iso(row.created_at),
    })),
  };
}
