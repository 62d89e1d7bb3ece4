import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import * as payments from '../../generated/payments/payments.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { iso, money, positiveAmount } from './payments-common.ts';
import { paymentsBase as base, type PaymentRecords, type PaymentRow } from './payments-records.ts';
import { cryptoStepOutcome, depositExpiryMs } from './payments-state.ts';

/** §9 crypto list with the processor's minimums; the processor also offers one the site does not support. */
const cryptoMinimums: Record<string, { min: string; fiat: string }> = {
  btc: { min: '0.0002', fiat: '58.40' },
  eth: { min: '0.005', fiat: '41.10' },
  usdttrc20: { min: '10', fiat: '31.20' },
  usdterc20: { min: '20', fiat: '62.40' },
  busdbsc: { min: '10', fiat: '31.20' },
  bnbbsc: { min: '0.02', fiat: '36.90' },
  doge: { min: '50', fiat: '25.80' },
  trx: { min: '100', fiat: '37.50' },
  ltc: { min: '0.1', fiat: '26.70' },
  xmr: { min: '0.05', fiat: '30.10' },
};
const processorCurrencyOrder = ['ltc', 'xmr', 'usdterc20', 'btc', 'doge', 'eth', 'trx', 'bnbbsc', 'usdttrc20', 'busdbsc'];
const addressPrefixes: Record<string, string> = { btc: 'tb1q', eth: '0x', usdterc20: '0x', busdbsc: '0x', bnbbsc: '0x', usdttrc20: 'T', trx: 'T', doge: 'D', ltc: 'tltc1q', xmr: '4' };

/**
 * Crypto deposits (§3 Crypto, §4 Async actions): the processor's currencies and minimums, an address per payment,
 * its status, and the sandbox's stand-in for the blockchain that pays to it.
 */
export function paymentsCryptoRoutes(context: SandboxContext, records: PaymentRecords) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const { db, ledger, clock } = context;

  routes.get(`${base}/services/crypto-pay/available-currencies`, auth, (c) =>
    sendJson(c, payments.GetCryptoCurrenciesResponse, { currencies: processorCurrencyOrder }),
  );

  routes.get(`${base}/services/crypto-pay/min-amount`, auth, validateQuery(payments.GetCryptoMinAmountQueryParams), (c) => {
    const { currency } = c.req.valid('query');
    const minimum = cryptoMinimums[currency];
    if (!minimum) throw new ApiError(404, { code: errorCodes.notFound, message: 'This currency is not offered.' });
    return sendJson(c, payments.GetCryptoMinAmountResponse, { currency, min_amount: minimum.min, fiat_equivalent: minimum.fiat, fiat_currency: context.market.currency });
  });

  routes.post(`${base}/services/crypto-pay/create-payment`, auth, once, validateJson(payments.CreateCryptoPaymentBody), async (c) => {
    const { pay_currency: currency } = c.req.valid('json');
    if (!cryptoMinimums[currency] || !(context.market.cryptoCurrencies as readonly string[]).includes(currency)) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'This currency is not offered.', errors: [{ field: 'pay_currency', code: 'invalid_choice', message: 'This currency is not offered.' }] });
    }
    const uid = `cry-${randomUUID()}`;
    const now = clock.now();
    const address = cryptoAddress(currency, uid);
    const expiresAt = now + depositExpiryMs;
    await db.run('INSERT INTO crypto_payments (user_id, payment_uid, pay_currency, pay_address, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
      c.var.user.id,
      uid,
      currency,
      address,
      now,
      expiresAt,
    ]);
    return sendJson(c, payments.CreateCryptoPaymentResponse, { pay_address: address, pay_currency: currency, payment_id: uid, expires_at: iso(expiresAt) });
  });

  // ---- crypto deposits arriving (§4 Async actions): the address's deposit and the tester's "network"

  const cryptoAddressRow = async (uid: string) =>
    db.get<{ user_id: number; payment_uid: string; expires_at: number }>('SELECT user_id, payment_uid, expires_at FROM crypto_payments WHERE payment_uid = ?', [uid]);

  routes.get(`${base}/services/crypto-pay/payment/:paymentId`, auth, async (c) => {
    const address = await cryptoAddressRow(c.req.param('paymentId'));
    if (!address || address.user_id !== c.var.user.id) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such crypto payment.' });
    const deposit = await records.depositByUid(address.payment_uid);
    // An address nobody paid to is expired once its time is over (§4 45).
    const status = deposit ? deposit.status : clock.now() > address.expires_at ? PaymentStatus.Expired : null;
    return sendJson(c, payments.GetCryptoPaymentStatusResponse, {
      payment_id: address.payment_uid,
      status: status as PaymentStatus | null,
      amount: deposit ? money(deposit.amount_minor) : null,
      currency: c.var.user.currency,
    });
  });

  /**
   * The sandbox's stand-in for the blockchain: the tester sends a payment to an address (10, broadcast), the
   * network sees it (20) and confirms it (30, the only step that credits the balance). Each step is idempotent:
   * repeating it changes nothing; a step out of order is refused with 409 (payments-state.ts cryptoStepOutcome).
   */
  routes.post('/sandbox/crypto-pay/:paymentId/:step{send|seen|confirm}', async (c) => {
    const address = await cryptoAddressRow(c.req.param('paymentId'));
    if (!address) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such crypto address.' });
    const step = c.req.param('step') as 'send' | 'seen' | 'confirm';
    let deposit: PaymentRow | null = await records.depositByUid(address.payment_uid);
    if (step === 'send') {
      if (!deposit) {
        let body: unknown;
        try {
          body = JSON.parse((await c.req.text()) || '{}');
        } catch {
          throw new ApiError(400, { code: errorCodes.validationError, message: 'The body must be JSON.' });
        }
        const amount = positiveAmount(String((body as { amount?: unknown }).amount ?? ''));
        // Crypto deposits follow the rules of every deposit (§4 Money rules under concurrency): the market's range, the maximum
        // balance, the deposit limits, no ban or self-exclusion; the processor sends back what is refused.
        const system = await records.depositSystem('crypto');
        const min = Math.max(system?.min_minor ?? 0, context.market.depositMinMinor);
        const max = Math.min(system?.max_minor ?? context.market.depositMaxMinor, context.market.depositMaxMinor);
        if (amount < min || amount > max) {
          throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(max)}.` });
        }
        await ledger.forPlayer(address.user_id, async (tx) => {
          // A repeated send is the same payment, whatever its amount.
          if (await tx.get("SELECT id FROM payments WHERE payment_uid = ? AND direction = 'deposit'", [address.payment_uid])) return;
          await records.checkDepositRules(tx, address.user_id, amount, {});
          const user = await tx.get<{ currency: string }>('SELECT currency FROM users WHERE id = ?', [address.user_id]);
          const now = clock.now();
          await tx.run(
            `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
             VALUES (?, 'deposit', 'crypto', ?, ?, ?, ?, NULL, ?, ?) ON CONFLICT (payment_uid) DO NOTHING`,
            [address.user_id, address.payment_uid, amount, user?.currency ?? context.market.currency, PaymentStatus.Started, now, now],
          );
        });
        deposit = await records.depositByUid(address.payment_uid);
      }
    } else if (!deposit) {
      throw new ApiError(409, { code: 'payment_status_conflict', message: 'Nothing was sent to this address yet.' });
    } else {
      const outcome = cryptoStepOutcome(step, deposit.status);
      if (outcome === 'conflict') throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${deposit.status} cannot be ${step === 'seen' ? 'seen' : 'confirmed'}.` });
      if (outcome === 'advance') deposit = step === 'seen' ? await records.setStatus(deposit, PaymentStatus.Requested) : await records.completeDeposit(deposit);
    }
    return c.json({ payment_id: address.payment_uid, status: deposit!.status, amount: money(deposit!.amount_minor) });
  });

  return routes;
}

/** A deterministic, well-formed looking test-network address for the payment. */
function cryptoAddress(currency: string, uid: string): string {
  const hex = createHash('sha256').update(`${currency}:${uid}`).digest('hex');
  const prefix = addressPrefixes[currency] ?? '';
  return prefix === '0x' ? `0x${hex.slice(0, 40)}` : `${prefix}${hex.slice(0, 38)}`;
}
