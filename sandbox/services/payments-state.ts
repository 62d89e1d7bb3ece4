import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import { roles } from '../users.ts';

/**
 * The payment state machine and who may move it (§4 payment status codes, the transitions product.md assumes;
 * §6 Staff roles), kept pure so it is unit tested apart from HTTP and SQL, the way responsible-gaming-rules.ts
 * is. The routes (payments-player.ts, payments-staff.ts, payments-processor.ts, payments-crypto.ts) ask it what
 * a call may do; payments-records.ts writes the answer.
 */

export type Direction = 'deposit' | 'payout';

/** §4: 22, 30, 40 and 45 are final. */
export const finalStatuses: ReadonlySet<number> = new Set<number>([PaymentStatus.ApprovalFailed, PaymentStatus.Success, PaymentStatus.Failed, PaymentStatus.Expired]);

export const isFinal = (status: number): boolean => finalStatuses.has(status);

/** Deposits that never reached the processor expire after an hour (45, §4; the hour is assumed). */
export const depositExpiryMs = 3_600_000;

/** A deposit not yet at the processor's end (10 or 20): the payment page is still open to it. */
export const awaitsProcessor = (direction: Direction, status: number): boolean =>
  direction === 'deposit' && (status === PaymentStatus.Started || status === PaymentStatus.Requested);

/** Whether a deposit created at `createdAt` has expired by `now` (45). */
export const hasExpired = (payment: { direction: Direction; status: number; created_at: number }, now: number): boolean =>
  awaitsProcessor(payment.direction, payment.status) && now - payment.created_at > depositExpiryMs;

/** The staff decisions on a payment (the paths under /{direction}/{id}/). */
export const decisions = ['approve_success', 'approve_fail', 'process_after_approve', 'manual_success', 'manual_fail'] as const;
export type Decision = (typeof decisions)[number];

/**
 * What a decision does to the money: `credit` the deposit (the only step that credits, §4 30), `complete` a
 * payout, `refund` a payout's held money, or only `mark` the status.
 */
export type Effect = 'credit' | 'complete' | 'refund' | 'mark';

export interface Transition {
  from: readonly number[];
  to: PaymentStatus;
  effect: Effect;
}

const { Started, Requested, Approved, ApprovalFailed, ManualProcessRequired, Success, Failed } = PaymentStatus;

/** The approval flows, allowed only from the listed statuses (product.md §4 payment status codes). */
export const transitions: Record<Direction, Record<Decision, Transition>> = {
  deposit: {
    approve_success: { from: [Started, Requested], to: Approved, effect: 'mark' },
    approve_fail: { from: [Started, Requested], to: ApprovalFailed, effect: 'mark' },
    process_after_approve: { from: [Approved], to: Success, effect: 'credit' },
    manual_success: { from: [Started, Requested, Approved, ManualProcessRequired], to: Success, effect: 'credit' },
    manual_fail: { from: [Started, Requested, Approved, ManualProcessRequired], to: Failed, effect: 'mark' },
  },
  payout: {
    approve_success: { from: [Requested, ManualProcessRequired], to: Approved, effect: 'mark' },
    approve_fail: { from: [Requested, ManualProcessRequired], to: ApprovalFailed, effect: 'refund' },
    process_after_approve: { from: [Approved], to: Success, effect: 'complete' },
    manual_success: { from: [Requested, Approved, ManualProcessRequired], to: Success, effect: 'complete' },
    manual_fail: { from: [Requested, Approved, ManualProcessRequired], to: Failed, effect: 'refund' },
  },
};

/** The transition a decision makes from `status`, or null when it is refused (409 payment_status_conflict). */
export function transitionFor(direction: Direction, decision: Decision, status: number): Transition | null {
  const transition = transitions[direction][decision];
  return transition.from.includes(status) ? transition : null;
}

/** A payout may be cancelled while it is not final (§4 has no cancelled code: 40, with the money back). */
export const mayCancelPayout = (status: number): boolean => !isFinal(status);

/** The comment a refund is recorded with when the caller gave none. */
export const refundComment = (decision: Decision | 'cancel_payment' | 'callback'): string =>
  decision === 'approve_fail' ? 'Approval failed' : decision === 'cancel_payment' ? 'Cancelled' : decision === 'callback' ? 'Failed at the processor' : 'Rejected';

/**
 * The transition a signed processor callback makes (§7 Processor callbacks): "-success" and "-fail" settle a
 * payment that is not final; anything else is acknowledged and ignored (null).
 */
export function callbackTransition(direction: Direction, variant: string, status: number): Transition | null {
  if (isFinal(status)) return null;
  if (variant === '-success') return { from: [status], to: Success, effect: direction === 'deposit' ? 'credit' : 'complete' };
  if (variant === '-fail') return { from: [status], to: Failed, effect: direction === 'deposit' ? 'mark' : 'refund' };
  return null;
}

/** The sandbox's crypto "network" steps (§4 Async actions, product.md crypto deposit). */
export type CryptoStep = 'send' | 'seen' | 'confirm';

/**
 * What a network step does to a crypto deposit already sent: `advance` to the next status, `stay` (repeating a
 * step changes nothing), or `conflict` (out of order, 409). `send` is answered before (it creates the deposit).
 */
export function cryptoStepOutcome(step: Exclude<CryptoStep, 'send'>, status: number): 'advance' | 'stay' | 'conflict' {
  if (step === 'seen') {
    if (status === Started) return 'advance';
    return status === Requested || status === Success ? 'stay' : 'conflict';
  }
  if (status === Requested) return 'advance';
  return status === Success ? 'stay' : 'conflict';
}

/** The payment page's final word on a deposit: approved, failed, or null while it is open. */
export const pageOutcome = (status: number): 'approved' | 'failed' | null => (status === Success ? 'approved' : isFinal(status) ? 'failed' : null);

export interface Viewer {
  id: number;
  role: string;
}

/**
 * §6 Staff roles: whose payments a caller reads. Everyone their own; a cashier everyone's; an agent those of the
 * players whose parent it is. Any other payment is answered 404, as if it did not exist.
 */
export function mayRead(viewer: Viewer, owner: { id: number; parentId: number | null }): boolean {
  if (owner.id === viewer.id || viewer.role === roles.cashier) return true;
  return viewer.role === roles.agent && owner.parentId === viewer.id;
}

/** Who decides on payments: the cashier role only (§6 Staff roles), never on their own payment. */
export function decisionRefusal(viewer: Viewer, ownerId: number): 'role' | 'own_payment' | null {
  if (viewer.role !== roles.cashier) return 'role';
  return ownerId === viewer.id ? 'own_payment' : null;
}

/** The player, or a cashier, may cancel a payout; an agent only reads. */
export const mayCancelAs = (viewer: Viewer, ownerId: number): boolean => ownerId === viewer.id || viewer.role === roles.cashier;

/** Who reads the staff queues (approval and manual lists): cashiers and agents. */
export const readsStaffQueues = [roles.cashier, roles.agent] as const;
