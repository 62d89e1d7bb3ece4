import { Hono } from 'hono';
import type { z } from 'zod';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import * as payments from '../../generated/payments/payments.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { roles, type UserRecord } from '../users.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { readPaymentAudit, recordPaymentAudit } from './payment-audit.ts';
import { countOf, drfPage, pageRequest, requireRole } from './payments-common.ts';
import { paymentsBase as base, refuseTransition, toItem, type PaymentRecords, type PaymentRow } from './payments-records.ts';
import { decisionRefusal, readsStaffQueues, refundComment, transitionFor, type Decision, type Direction } from './payments-state.ts';

/** The generated answer schema of each decision (§7 Payments). */
const decisionAnswers: Record<Direction, Record<Decision, z.ZodType>> = {
  deposit: {
    approve_success: payments.DepositApproveSuccessResponse,
    approve_fail: payments.DepositApproveFailResponse,
    process_after_approve: payments.DepositProcessAfterApproveResponse,
    manual_success: payments.DepositManualSuccessResponse,
    manual_fail: payments.DepositManualFailResponse,
  },
  payout: {
    approve_success: payments.PayoutApproveSuccessResponse,
    approve_fail: payments.PayoutApproveFailResponse,
    process_after_approve: payments.PayoutProcessAfterApproveResponse,
    manual_success: payments.PayoutManualSuccessResponse,
    manual_fail: payments.PayoutManualFailResponse,
  },
};
const decisionBodies = { deposit: payments.DepositApproveFailBody, payout: payments.PayoutApproveFailBody };

/** The staff's payment calls (§6 Staff roles): the queues, the decisions with their audit rows, the audit trail. */
export function paymentsStaffRoutes(context: SandboxContext, records: PaymentRecords) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const optionalOnce = idempotency(context, { required: false });
  const { db, clock } = context;
  const readsOthersPayments = requireRole(...readsStaffQueues);

  /** Whose payments a staff queue lists, as SQL on payments: a cashier's queue leaves out their own payments. */
  const othersPaymentsScope = (viewer: UserRecord): { sql: string; params: number[] } =>
    viewer.role === roles.cashier
      ? { sql: ' AND user_id <> ?', params: [viewer.id] }
      : { sql: ' AND user_id IN (SELECT id FROM users WHERE parent_id = ?)', params: [viewer.id] };

  const queue = async (viewer: UserRecord, where: string, whereParams: (string | number)[], page: number | undefined, pageSize: number | undefined) => {
    const request = pageRequest(page, pageSize);
    const scope = othersPaymentsScope(viewer);
    const params = [...whereParams, ...scope.params];
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE ${where}${scope.sql}`, params);
    const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE ${where}${scope.sql} ORDER BY created_at LIMIT ? OFFSET ?`, [...params, request.pageSize, request.offset]);
    return { request, count, rows };
  };

  for (const direction of ['deposit', 'payout'] as const) {
    // Deposits and payouts waiting for a decision (a cashier's to decide, an agent's to follow).
    routes.get(`${base}/${direction}/approve_list/`, auth, readsOthersPayments, validateQuery(payments.ListDepositApprovalsQueryParams), async (c) => {
      const query = c.req.valid('query');
      const { request, count, rows } = await queue(c.var.user, 'direction = ? AND status IN (?, ?)', [direction, PaymentStatus.Requested, PaymentStatus.ManualProcessRequired], query.page, query.page_size);
      return sendJson(c, payments.ListDepositApprovalsResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
    });
  }

  routes.get(`${base}/payout/manual_list/`, auth, readsOthersPayments, validateQuery(payments.ListPayoutManualQueryParams), async (c) => {
    const query = c.req.valid('query');
    const { request, count, rows } = await queue(c.var.user, "direction = 'payout' AND status = ?", [PaymentStatus.ManualProcessRequired], query.page, query.page_size);
    return sendJson(c, payments.ListPayoutManualResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
  });

  for (const direction of ['deposit', 'payout'] as const) {
    for (const decision of Object.keys(decisionAnswers[direction]) as Decision[]) {
      // requireRole answers a non-cashier 403 before the payment is read; nobody decides on their own payment
      // (§6 Staff roles: agent1 approved its own 9 000 TND deposit).
      routes.post(`${base}/${direction}/:id/${decision}/`, auth, requireRole(roles.cashier), optionalOnce, validateJson(decisionBodies[direction]), async (c) => {
        const viewer = c.var.user;
        const row = await records.readablePayment(viewer, c.req.param('id'), direction);
        if (decisionRefusal(viewer, row.user_id) === 'own_payment') {
          throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'Nobody approves or processes their own payment.', detail: 'own_payment' });
        }
        const transition = transitionFor(direction, decision, row.status) ?? refuseTransition(row, decision);
        const comment = c.req.valid('json').comment;
        const done = await records.apply(row, transition, comment, refundComment(decision), { strict: true });
        // The audit row: who, when, what, status before and after.
        await recordPaymentAudit(db, { paymentId: row.id, action: decision, actor: viewer, statusBefore: row.status, statusAfter: done.status, comment, at: clock.now() });
        return sendJson(c, decisionAnswers[direction][decision], toItem(done, c.req.url));
      });
    }
  }

  // §6 Staff roles: the audit trail of status changes, for the cashiers (payment_id narrows it to one payment).
  routes.get(`${base}/audit/`, auth, requireRole(roles.cashier), validateQuery(payments.ListPaymentAuditQueryParams), async (c) => {
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const page = await readPaymentAudit(db, { paymentId: query.payment_id, limit: request.pageSize, offset: request.offset });
    return sendJson(c, payments.ListPaymentAuditResponse, drfPage(c, request, page.count, page.items));
  });

  return routes;
}
