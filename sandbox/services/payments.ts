import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { paymentsCryptoRoutes } from './payments-crypto.ts';
import { paymentsPlayerRoutes } from './payments-player.ts';
import { paymentsProcessorRoutes } from './payments-processor.ts';
import { paymentRecords } from './payments-records.ts';
import { paymentsStaffRoutes } from './payments-staff.ts';

/**
 * Payments (§3 Payment item, Payment system, Online payment history, Crypto; §4 payment status codes; §7
 * Payments). Deposits go through the hosted sandbox payment page (10 Started -> 20 Requested when the page
 * opens -> 30 Success or 40 Failed); the balance moves only on 30. Payouts take the money at once (held), wait
 * for manual approval (27) and give it back on failure or cancellation.
 *
 * Where each part lives: the state machine and who may move it in payments-state.ts (pure, unit tested); rows,
 * answers and the writes of a transition in payments-records.ts; the routes by caller in payments-player.ts,
 * payments-staff.ts, payments-processor.ts (callbacks, the hosted page) and payments-crypto.ts.
 */
export function paymentsRoutes(context: SandboxContext) {
  const records = paymentRecords(context);
  const routes = new Hono<SandboxEnv>();
  routes.route('/', paymentsPlayerRoutes(context, records));
  routes.route('/', paymentsStaffRoutes(context, records));
  routes.route('/', paymentsProcessorRoutes(context, records));
  routes.route('/', paymentsCryptoRoutes(context, records));
  return routes;
}
