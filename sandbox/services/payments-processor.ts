import { Hono, type Context } from 'hono';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import * as payments from '../../generated/payments/payments.zod.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { renderPaymentPage } from '../payment-pages/payment-page.ts';
import { sendJson } from '../validate.ts';
import { callbackSecretName, signatureHeader, signatureMatches, signatureParameter, signCallback } from './callback-signature.ts';
import { recordPaymentAudit } from './payment-audit.ts';
import { money } from './payments-common.ts';
import { paymentsBase as base, withPaymentId, type PaymentRecords, type PaymentRow } from './payments-records.ts';
import { awaitsProcessor, callbackTransition, pageOutcome, refundComment, type Direction } from './payments-state.ts';

interface CallbackRequest {
  method: string;
  url: URL;
  body: string;
  signature: string | null;
}

/**
 * The processors' side (§7 Processor callbacks): signed server-to-server callbacks (deposit/callback/{slug}{var}/)
 * and the hosted sandbox card payment page, which settles a deposit only through the site's signed callback.
 * A callback is believed only when it is signed with its payment system's secret (callback-signature.ts); then
 * "-success" and "-fail" settle the payment named by payment_id, if it is that system's; anything else is
 * acknowledged and ignored.
 */
export function paymentsProcessorRoutes(context: SandboxContext, records: PaymentRecords) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock } = context;

  /** The payment system a {slug}{var} segment names: the longest slug it starts with. */
  const callbackSystem = async (direction: Direction, slugAndVariant: string): Promise<string | undefined> => {
    const systems = await db.all<{ slug: string }>('SELECT slug FROM payment_systems WHERE direction = ?', [direction]);
    return systems
      .map((system) => system.slug)
      .filter((slug) => slugAndVariant.startsWith(slug))
      .sort((a, b) => b.length - a.length)[0];
  };
  const callbackSecret = async (slug: string): Promise<string | undefined> =>
    (await db.get<{ value: string }>('SELECT value FROM sandbox_secrets WHERE name = ?', [callbackSecretName(slug)]))?.value;

  const invalidSignature = (detail: 'missing' | 'mismatch') =>
    new ApiError(401, {
      code: 'invalid_signature',
      message: detail === 'missing' ? `The callback must be signed (${signatureHeader}).` : 'The callback signature does not match.',
      detail,
    });

  /**
   * One processor callback, from the HTTP route or from the sandbox's own processor (the payment page). Checked
   * before anything is read: an unsigned or badly signed call learns nothing and changes nothing.
   */
  const receiveCallback = async (direction: Direction, slugAndVariant: string, request: CallbackRequest): Promise<PaymentRow | null> => {
    if (!request.signature) throw invalidSignature('missing');
    const slug = await callbackSystem(direction, slugAndVariant);
    const secret = slug === undefined ? undefined : await callbackSecret(slug);
    const message = { method: request.method, direction, slugAndVariant, query: request.url.searchParams, body: request.body };
    if (slug === undefined || secret === undefined || !signatureMatches(secret, message, request.signature)) throw invalidSignature('mismatch');

    const paymentUid = callbackPaymentId(request);
    if (paymentUid === null) return null;
    const row = await db.get<PaymentRow>('SELECT * FROM payments WHERE payment_uid = ? AND direction = ?', [paymentUid, direction]);
    // A system's secret speaks for its own payments only.
    if (!row || row.payment_system !== slug) return row ?? null;
    const variant = slugAndVariant.slice(slug.length);
    const transition = callbackTransition(direction, variant, row.status);
    if (!transition) return row;
    let done: PaymentRow;
    let refusal: ApiError | undefined;
    try {
      done = await records.apply(row, transition, undefined, refundComment('callback'));
    } catch (error) {
      // The rules refused the credit: the payment is failed (40) and the refusal answered, after the audit row.
      if (!(error instanceof ApiError)) throw error;
      refusal = error;
      done = (await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [row.id]))!;
    }
    if (done.status !== row.status) {
      await recordPaymentAudit(db, { paymentId: row.id, action: `callback${variant}`, actor: null, statusBefore: row.status, statusAfter: done.status, at: clock.now() });
    }
    if (refusal) throw refusal;
    return done;
  };

  for (const direction of ['deposit', 'payout'] as const) {
    const pathPattern = `${base}/${direction}/callback/:slugAndVariant{[a-z0-9_-]+}/`;
    const callbackRequest = async (c: Context<SandboxEnv>): Promise<CallbackRequest> => ({
      method: c.req.method,
      url: new URL(c.req.url),
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text(),
      signature: c.req.header(signatureHeader) ?? c.req.query(signatureParameter) ?? null,
    });
    routes.get(pathPattern, async (c) => {
      const row = await receiveCallback(direction, c.req.param('slugAndVariant') ?? '', await callbackRequest(c));
      if (row?.return_url) return c.redirect(withPaymentId(row.return_url, row.id), 302);
      return sendJson(c, payments.GetDepositCallbackResponse, { status: 'ok' });
    });
    routes.post(pathPattern, async (c) => {
      await receiveCallback(direction, c.req.param('slugAndVariant') ?? '', await callbackRequest(c));
      return sendJson(c, payments.PostDepositCallbackResponse, { status: 'ok' });
    });
  }

  /** The sandbox's processor delivering its signed server-to-server callback (§7 Processor callbacks), the way a real one posts it. */
  const deliverProcessorCallback = async (row: PaymentRow, outcome: 'success' | 'fail', origin: string): Promise<void> => {
    const slugAndVariant = `${row.payment_system}-${outcome}`;
    const url = new URL(`${base}/deposit/callback/${slugAndVariant}/`, origin);
    const body = JSON.stringify({ payment_id: row.payment_uid, status: outcome, amount: money(row.amount_minor), currency: row.currency });
    const secret = await callbackSecret(row.payment_system);
    if (secret === undefined) throw new Error(`No callback secret for payment system ${row.payment_system}`);
    const signature = signCallback(secret, { method: 'POST', direction: 'deposit', slugAndVariant, query: url.searchParams, body });
    await receiveCallback('deposit', slugAndVariant, { method: 'POST', url, body, signature });
  };

  // ---- the hosted sandbox payment page

  const pagePayment = async (uid: string) => {
    // The card processor's page acts on the card deposit it was opened for, never on a crypto one (§6 Test hooks).
    const row = await records.depositByUid(uid, " AND payment_system <> 'crypto'");
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });
    return row;
  };
  const pageView = async (row: PaymentRow) => {
    const system = await records.depositSystem(row.payment_system);
    return renderPaymentPage({
      paymentUid: row.payment_uid,
      systemName: system?.name ?? row.payment_system,
      amount: money(row.amount_minor),
      currency: row.currency,
      final: pageOutcome(row.status),
      returnUrl: row.return_url ? withPaymentId(row.return_url, row.id) : null,
    });
  };
  routes.get('/sandbox/payment-page/:uid', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    // §4: the processor has the request once its page is open.
    if (row.status === PaymentStatus.Started) row = await records.setStatus(row, PaymentStatus.Requested);
    c.header('Cache-Control', 'no-store');
    return c.html(await pageView(row));
  });
  routes.post('/sandbox/payment-page/:uid/:decision{approve|fail}', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    if (awaitsProcessor(row.direction, row.status)) {
      // The page is the processor: it settles the payment only through the site's signed callback.
      try {
        await deliverProcessorCallback(row, c.req.param('decision') === 'approve' ? 'success' : 'fail', c.req.url);
      } catch (error) {
        // A credit the rules refuse leaves the payment failed (40), which the page shows.
        if (!(error instanceof ApiError)) throw error;
      }
      row = await pagePayment(row.payment_uid);
    }
    if (row.return_url) return c.redirect(withPaymentId(row.return_url, row.id), 303);
    return c.html(await pageView(row));
  });

  return routes;
}

/** payment_id from a JSON or form body, else from the query (processors send all three). */
function callbackPaymentId(request: { url: URL; body: string }): string | null {
  let value: unknown = request.url.searchParams.get('payment_id');
  const body = request.body.trim();
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (parsed && typeof parsed === 'object' && 'payment_id' in parsed) value = (parsed as { payment_id: unknown }).payment_id;
    } catch {
      // Not JSON after all: no payment named.
    }
  } else if (body !== '') {
    value = new URLSearchParams(body).get('payment_id') ?? value;
  }
  return typeof value === 'string' && /^[a-z]+-[0-9a-f-]{36}$/.test(value) ? value : null;
}
