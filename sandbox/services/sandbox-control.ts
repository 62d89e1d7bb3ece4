import { Hono } from 'hono';
import { endOtherSessions } from '../auth/sessions.ts';
import { registrationAddressPrefix, throttleOf } from '../auth/throttle.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import * as contract from '../contract.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { readOutbox } from '../mail.ts';
import { restartSportsbookFeedAfterClockWentBack } from '../sportsbook/feed.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { findUserByUsername, toApiUser, updateUser } from '../users.ts';
import { validateJson } from '../validate.ts';
import { readSettings, writeSettings } from './settings.ts';

/**
 * Test hooks under /sandbox/ (not part of the operator's API): read the e-mails sent, move the clock, fund a
 * wallet, flip settings flags, ban a user. End-to-end tests drive the sandbox through them. SANDBOX_CONTROL=0
 * switches them off.
 */
export function sandboxControlRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;

  const userNamed = async (username: string) => {
    const user = await findUserByUsername(db, username);
    if (!user) throw new ApiError(404, { code: errorCodes.notFound, message: `No user "${username}".` });
    return user;
  };

  routes.get('/sandbox/health', (c) => c.json({ ok: true, now: new Date(clock.now()).toISOString() }));

  /**
   * §3 Player protection by market: where the stand-ins of the market's outside services listen (each has test hooks
   * of its own, behind the same secret), so the end-to-end suite can list a player or take one down; null where the
   * pack names none.
   */
  routes.get('/sandbox/stand-ins', (c) =>
    c.json({ exclusionRegister: context.config.exclusionRegisterOrigin || null, depositFile: context.config.depositFileOrigin || null }),
  );

  /** ?to=<address> keeps one recipient's mails; ?limit= (default 20). Newest first. */
  routes.get('/sandbox/outbox', async (c) => {
    const limit = Number(c.req.query('limit') ?? 20);
    return c.json({ items: await readOutbox(context, { to: c.req.query('to'), limit: Number.isFinite(limit) ? limit : 20 }) });
  });

  /**
   * Forgets how many registrations each address made (§5 Sign-in throttle: 100 an hour). The end-to-end suite registers
   * more players than that from 127.0.0.1; it starts the count afresh here rather than the limit being loosened for
   * everyone. Every other throttle record (wrong passwords, e-mails, one address probed) stays.
   */
  routes.post('/sandbox/throttle/registrations', (c) => {
    throttleOf(context).forgetKeysStartingWith(registrationAddressPrefix);
    return c.json({ forgotten: 'registrations per address' });
  });

  routes.get('/sandbox/clock', (c) => c.json({ now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs() }));

  /** { advanceMs } moves time forward; { offsetMs } sets the shift from real time (0 goes back to it). */
  routes.post('/sandbox/clock', validateJson(contract.SandboxClockBody), async (c) => {
    const body = c.req.valid('json');
    const before = clock.now();
    if ('advanceMs' in body) clock.advance(body.advanceMs);
    else clock.setOffset(body.offsetMs);
    if (clock.now() < before) await restartSportsbookFeedAfterClockWentBack(context);
    return c.json({ now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs() });
  });

  /** Credits (or with a negative amount debits) a wallet account; needs an Idempotency-Key like any money move. */
  routes.post('/sandbox/wallet/adjust', idempotency(context), validateJson(contract.SandboxWalletAdjustBody), async (c) => {
    const body = c.req.valid('json');
    const user = await userNamed(body.username);
    const amountMinor = parseMoney(body.amount);
    if (amountMinor === null || amountMinor === 0) throw validationError([{ field: 'amount', code: 'invalid', message: 'A non-zero amount with at most 2 decimals.' }]);
    const result = await ledger.post({
      userId: user.id,
      movements: [{ account: body.account, amountMinor }],
      reason: body.reason ?? 'sandbox-adjustment',
      idempotencyKey: `sandbox-adjust:${c.req.header('Idempotency-Key')}`,
      // The operator's adjustment sets a balance as told (tests fill a wallet to its cap this way).
      balanceCap: 'exempt',
    });
    return c.json({
      entryIds: result.entries.map((entry) => entry.id),
      balance: formatMoney(result.balances.cashMinor),
      bonusBalance: formatMoney(result.balances.bonusMinor),
    });
  });

  /** The wallet rows of a user, newest first (tests count them). */
  routes.get('/sandbox/users/:username/ledger', async (c) => {
    const user = await userNamed(c.req.param('username'));
    const entries = await ledger.entries(user.id, { limit: 1000 });
    return c.json({
      items: entries.map((entry) => ({
        id: entry.id,
        account: entry.account,
        amount: formatMoney(entry.amountMinor),
        balanceAfter: formatMoney(entry.balanceAfterMinor),
        reason: entry.reason,
        idempotencyKey: entry.idempotencyKey,
        createdAt: new Date(entry.createdAt).toISOString(),
      })),
    });
  });

  routes.patch('/sandbox/users/:username', validateJson(contract.SandboxUserPatchBody), async (c) => {
    const user = await userNamed(c.req.param('username'));
    const changes = c.req.valid('json');
    await updateUser(db, user.id, changes);
    // §4 Sign-in sessions: a ban ends every session of the player at once, game sessions included.
    if (changes.banned === true) await endOtherSessions(context, user.id, 'banned');
    const updated = (await findUserByUsername(db, user.username))!;
    return c.json({ ...toApiUser(updated, await ledger.balances(updated.id)), banned: updated.banned, emailVerified: updated.emailVerified });
  });

  routes.get('/sandbox/settings', async (c) => c.json(await readSettings(db)));

  /** Merges the given groups into the settings (e.g. { bonuses: { cashbackOn: false } }). */
  routes.patch('/sandbox/settings', validateJson(contract.SandboxSettingsPatchBody), async (c) => {
    const patch = c.req.valid('json');
    const current = await readSettings(db);
    const next = {
      rates: { ...current.rates, ...patch.rates },
      limits: { ...current.limits, ...patch.limits },
      bonuses: { ...current.bonuses, ...patch.bonuses },
    };
    await writeSettings(db, next);
    return c.json(next);
  });

  return routes;
}
