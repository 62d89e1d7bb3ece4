import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { ApiError, errorCodes, type ErrorBody } from '../errors.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { catalogue, gameImageSvg, type IntegrationName } from './catalogue.ts';
import { endGameSession, findGameSession, gameSessions, type GameSession } from './sessions.ts';
import { isSessionOpen } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { assertMayMoveMoney, checkLossLimit, checkSessionTimeLimit } from '../services/responsible-gaming.ts';
import { newNonce } from '../../http/security-headers.ts';
import { gamePageCsp } from '../security-headers.ts';
import { checkBeforeRound, playerStakeCapMinor } from '../protection.ts';
import { creditWin } from '../winnings.ts';
import { fillRange, gamePageLanguage, gamePageTexts, refusalText, type GamePageTexts } from './page-texts.ts';

/**
 * What the game origin serves for the casino (mounted by sandbox/game-origin.ts):
 *
 *   GET  /images/:integration/:gameId.svg   a generated poster (no external image host)
 *   GET  /play/:token                       the playable slot page of a launched session
 *   GET  /play/:token/state                 balance and free spins left
 *   POST /play/:token/spin  {bet}           one spin (Idempotency-Key); real money moves through the ledger,
 *                                           demo never touches it, free spins bet nothing and count down
 *
 * §9 Terms: a bet is any amount from the market's casino minimum to its maximum (SandboxContext.market); outside it
 * the spin is refused with casino_bet_below_minimum or casino_bet_above_maximum and the range. A refused real-money
 * spin (the range, loss or session-time limit, not enough money) shows its reason on the page in the player's
 * language (page-texts.ts) and tells the parent its code ('casino:bet-refused'), so the site can say it too.
 *
 * After a spin the page tells its parent (the site, by its exact origin) that the balance changed, so the
 * header refreshes at once instead of at the next 5 s poll.
 */
const integrations = new Set<IntegrationName>(['first', 'outcome', 'third', 'fourth']);
const symbols = ['🍒', '🍋', '🔔', '⭐', '💎', '7️⃣'];
/** Three of a kind pays this many times the bet, by symbol; two of a kind on the first reels pays 1.5x (tenths below). */
const threeOfAKindTenths = [30, 50, 80, 120, 200, 500];
const twoOfAKindTenths = 15;
/** The bet the page starts with, and the one free spins play (they bet nothing of the player's). */
export const defaultBetMinor = 100;
export const freeSpinBetMinor = 100;

export interface SpinAnswer {
  symbols: string[];
  bet: string;
  win: string;
  balance: string | null;
  freeSpinsLeft: number | null;
  sessionEnd: boolean;
}

function spinReels(): { reels: number[]; winTenths: number } {
  const reels = [randomInt(symbols.length), randomInt(symbols.length), randomInt(symbols.length)];
  if (reels[0] === reels[1] && reels[1] === reels[2]) return { reels, winTenths: threeOfAKindTenths[reels[0]] };
  if (reels[0] === reels[1]) return { reels, winTenths: twoOfAKindTenths };
  return { reels, winTenths: 0 };
}

/**
 * A round of the player's that this key already played (docs/product.md "Money rules"): the stored answer, same reels
 * and same win, in whatever game session the key comes back; the same key for another game, mode or bet is refused.
 */
async function playedRound(tx: Queryable, session: GameSession, betMinor: number, key: string): Promise<SpinAnswer | null> {
  const row = await tx.get<{ integration: string; game_id: string; mode: string; bet_minor: number; answer: string | null }>(
    'SELECT integration, game_id, mode, bet_minor, answer FROM casino_rounds WHERE user_id = ? AND idempotency_key = ?',
    [session.userId, key],
  );
  if (!row) return null;
  const sameRequest = row.integration === session.game.integration && row.game_id === session.game.gameId && row.mode === session.mode && (session.mode === 'free-spin' || row.bet_minor === betMinor);
  if (!sameRequest || row.answer === null) throw new ApiError(409, { code: errorCodes.idempotencyKeyReused, message: 'This Idempotency-Key already played another round.' });
  return JSON.parse(row.answer) as SpinAnswer;
}

export async function spin(session: GameSession, betMinor: number, key: string): Promise<SpinAnswer> {
  // A demo round belongs to nobody and moves no money: its session remembers it.
  const previous = session.mode === 'demo' ? (session.spins.get(key) as SpinAnswer | undefined) : undefined;
  if (previous) return previous;
  const { context } = session;
  const { ledger, db, clock } = context;
  const { reels, winTenths } = spinReels();
  const shown = reels.map((index) => symbols[index]);
  let answer: SpinAnswer;

  if (session.mode === 'demo') {
    if (betMinor > session.demoBalanceMinor) throw new ApiError(422, { code: errorCodes.notEnoughMoney, message: 'Not enough demo money.' });
    const winMinor = Math.floor((betMinor * winTenths) / 10);
    session.demoBalanceMinor += winMinor - betMinor;
    answer = { symbols: shown, bet: formatMoney(betMinor), win: formatMoney(winMinor), balance: formatMoney(session.demoBalanceMinor), freeSpinsLeft: null, sessionEnd: false };
    await recordRound(db, session, betMinor, key, answer, clock.now());
  } else {
    // §4 Money rules under concurrency, §4 Sign-in sessions: the round is checked and paid in one transaction under the player's lock, so the
    // rules see every other bet of the player (50 simultaneous spins cannot all fit under one loss limit), and a
    // logout, ban or self-exclusion committed a moment earlier stops the game.
    const userId = session.userId!;
    answer = await ledger.forPlayer(userId, async (tx) => {
      const replayed = await playedRound(tx, session, betMinor, key);
      if (replayed) return replayed;
      if (session.authSessionId !== null && !(await isSessionOpen(tx, session.authSessionId, userId))) {
        endGameSession(session.token);
        throw refuse(404, { code: errorCodes.notFound, message: 'This game session has ended.' });
      }
      await assertMayMoveMoney(tx, clock, userId);
      let played: SpinAnswer;
      if (session.mode === 'real') {
        const reference = `${session.game.integration}:${session.game.gameId}`;
        // §3 Responsible-gaming limits and self-exclusion: this is the one place real-money casino bets are debited, so the limits are enforced here.
        await checkSessionTimeLimit(tx, context, userId);
        await checkLossLimit(tx, clock, userId, betMinor);
        // §3 Player protection by market: the pack's panic lock, limit before play, stake cap and round time.
        await checkBeforeRound(tx, context, userId, betMinor);
        await ledger.debit(userId, 'cash', betMinor, { reason: 'casino-bet', idempotencyKey: `casino-${key}-bet`, reference });
        // §9 Terms: what passes the maximum profit, the day's winnings cap or the maximum balance is not credited.
        const { creditMinor: winMinor } = await creditWin(context, tx, userId, {
          winMinor: Math.floor((betMinor * winTenths) / 10),
          stakeMinor: betMinor,
          reason: 'casino-win',
          idempotencyKey: `casino-${key}-win`,
          reference,
        });
        const balances = await ledger.balances(userId, tx);
        played = { symbols: shown, bet: formatMoney(betMinor), win: formatMoney(winMinor), balance: formatMoney(balances.cashMinor), freeSpinsLeft: null, sessionEnd: false };
      } else {
        const provider = session.freeSpinProvider!;
        const row = await tx.get<{ freespin_left: number; prize_minor: number }>(
          'SELECT freespin_left, prize_minor FROM casino_free_spin_sessions WHERE user_id = ? AND provider = ?',
          [userId, provider],
        );
        if (!row || row.freespin_left <= 0) throw new ApiError(409, { code: 'free_spins_over', message: 'No free spins left.' });
        const winMinor = Math.floor((freeSpinBetMinor * winTenths) / 10);
        const left = row.freespin_left - 1;
        await tx.run('UPDATE casino_free_spin_sessions SET freespin_left = ?, prize_minor = prize_minor + ?, session_end = ? WHERE user_id = ? AND provider = ?', [
          left,
          winMinor,
          left === 0 ? 1 : 0,
          userId,
          provider,
        ]);
        // Free-spin winnings are paid at once, like a provider's settlement of each free round, under the same caps (§9 Terms).
        const credited = (await creditWin(context, tx, userId, { winMinor, stakeMinor: 0, reason: 'casino-free-spin-win', idempotencyKey: `casino-${key}-free-win`, reference: provider })).creditMinor;
        const balances = await ledger.balances(userId, tx);
        played = { symbols: shown, bet: '0.00', win: formatMoney(credited), balance: formatMoney(balances.cashMinor), freeSpinsLeft: left, sessionEnd: left === 0 };
      }
      await recordRound(tx, session, betMinor, key, played, clock.now());
      return played;
    });
  }
  if (session.mode === 'demo') gameSessions.rememberSpin(session, key, answer);
  return answer;
}

async function recordRound(db: Queryable, session: GameSession, betMinor: number, key: string, answer: SpinAnswer, now: number): Promise<void> {
  // §5 Bounds: demo rounds move no money and belong to nobody, and anyone can play them without end:
  // kept, they would grow the database without bound. The rounds of players are the audit trail, and their key's record.
  if (session.mode === 'demo') return;
  await db.run(
    'INSERT INTO casino_rounds (user_id, integration, game_id, mode, bet_minor, win_minor, symbols, created_at, idempotency_key, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      session.userId,
      session.game.integration,
      session.game.gameId,
      session.mode,
      session.mode === 'free-spin' ? 0 : betMinor,
      parseMoney(answer.win) ?? 0,
      answer.symbols.join(''),
      now,
      key,
      JSON.stringify(answer),
    ],
  );
}

async function sessionState(session: GameSession): Promise<{ balance: string; freeSpinsLeft: number | null; mode: string }> {
  if (session.mode === 'demo') return { balance: formatMoney(session.demoBalanceMinor), freeSpinsLeft: null, mode: session.mode };
  const balances = await session.context.ledger.balances(session.userId!);
  let freeSpinsLeft: number | null = null;
  if (session.mode === 'free-spin') {
    const row = await session.context.db.get<{ freespin_left: number }>('SELECT freespin_left FROM casino_free_spin_sessions WHERE user_id = ? AND provider = ?', [
      session.userId!,
      session.freeSpinProvider!,
    ]);
    freeSpinsLeft = row?.freespin_left ?? 0;
  }
  return { balance: formatMoney(balances.cashMinor), freeSpinsLeft, mode: session.mode };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * §9 Terms: the bet range of a round in the sandbox's market, minimum rounded up and maximum floored (market.ts);
 * for a player's real-money round the maximum is at most the stake cap of the market's pack for their age (§3 Player
 * protection by market), so the page offers only stakes the spin accepts.
 */
export function betRange(session: GameSession, stakeCapMinor: number | null = null): { minMinor: number; maxMinor: number; currency: string } {
  const { market } = session.context;
  const maxMinor = stakeCapMinor === null ? market.casinoBetMaxMinor : Math.min(market.casinoBetMaxMinor, stakeCapMinor);
  return { minMinor: market.casinoBetMinMinor, maxMinor, currency: market.currency };
}

/** The cap of this session's player, for a real-money round; null for demo and free spins or without a cap. */
async function sessionStakeCap(session: GameSession): Promise<number | null> {
  if (session.mode !== 'real' || session.userId === null) return null;
  return playerStakeCapMinor(session.context.db, session.context, session.userId);
}

/** The bet a spin asks for, checked against the range (§9 Terms), or a refusal the page explains. */
function checkedBet(session: GameSession, body: unknown): number {
  if (session.mode === 'free-spin') return freeSpinBetMinor;
  const text = (body as { bet?: unknown } | null)?.bet;
  const bet = typeof text === 'string' ? parseMoney(text.trim()) : null;
  const range = betRange(session);
  const limits = { min: formatMoney(range.minMinor), max: formatMoney(range.maxMinor), currency: range.currency };
  if (bet === null || bet <= 0) {
    throw refuse(400, { code: errorCodes.validationError, message: 'The bet must be an amount such as 1.00.', errors: [{ field: 'bet', code: 'invalid' }], betLimits: limits });
  }
  if (bet < range.minMinor) throw refuse(422, { code: errorCodes.casinoBetBelowMinimum, message: `The minimum bet per round is ${limits.min} ${limits.currency}.`, betLimits: limits });
  if (bet > range.maxMinor) throw refuse(422, { code: errorCodes.casinoBetAboveMaximum, message: `The maximum bet per round is ${limits.max} ${limits.currency}.`, betLimits: limits });
  return bet;
}

function pageHtml(session: GameSession, siteOrigin: string, nonce: string, texts: GamePageTexts, language: string, stakeCap: number | null): string {
  const title = escapeHtml(session.game.title);
  const range = betRange(session, stakeCap);
  const { minRoundMs } = session.context.market.protection;
  const refusals = Object.fromEntries(Object.keys(texts.refusals).map((code) => [code, refusalText(texts, code, range).replace('{seconds}', String(minRoundMs / 1000))]));
  const config = JSON.stringify({
    mode: session.mode,
    // §3 Player protection by market: the spin button waits the pack's minimum round time after each real-money round.
    minRoundMs: session.mode === 'real' ? minRoundMs : 0,
    siteOrigin,
    texts: { win: texts.win, noWin: texts.noWin, sessionOver: texts.sessionOver, fallback: texts.fallback, refusals },
  }).replace(/</g, '\\u003c');
  const modeLabel = session.mode === 'demo' ? texts.demo : session.mode === 'free-spin' ? texts.freeSpins : texts.realMoney;
  const betInput =
    session.mode === 'free-spin'
      ? ''
      : `<label for="bet">${escapeHtml(texts.bet)}</label><input id="bet" name="bet" inputmode="decimal" autocomplete="off" value="${formatMoney(Math.min(defaultBetMinor, range.maxMinor))}" aria-describedby="bet-range" data-min="${formatMoney(range.minMinor)}" data-max="${formatMoney(range.maxMinor)}">`;
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${texts.direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:#1b1035;color:#fff;font-family:system-ui,sans-serif}
.reels{display:flex;gap:12px}.reel{width:84px;height:84px;border-radius:12px;background:#2d1b5a;display:flex;align-items:center;justify-content:center;font-size:48px}
button,input{font-size:18px;padding:10px 18px;border-radius:8px;border:0}input{inline-size:7em}button{background:#f5b700;color:#1b1035;font-weight:700;cursor:pointer}
button:disabled{opacity:.5}a{color:#f5b700}.row{display:flex;gap:12px;align-items:center;flex-wrap:wrap;justify-content:center}.refused{color:#ffb4a8}
</style></head><body>
<h1>${title}</h1>
<p data-testid="game-mode" data-mode="${session.mode}">${escapeHtml(modeLabel)}</p>
<div class="reels" aria-live="polite"><div class="reel">❔</div><div class="reel">❔</div><div class="reel">❔</div></div>
<p>${escapeHtml(texts.balance)}: <output id="balance" data-testid="game-balance">…</output>${session.mode === 'free-spin' ? ` · ${escapeHtml(texts.freeSpinsLeft)}: <output id="free-spins" data-testid="free-spins-left">…</output>` : ''}</p>
<div class="row">${betInput}<button id="spin" type="button" data-testid="game-spin">${escapeHtml(texts.spin)}</button></div>
${session.mode === 'free-spin' ? '' : `<p id="bet-range" data-testid="game-bet-range">${escapeHtml(fillRange(texts.betRange, texts, range))}</p>`}
<p id="result" data-testid="game-result" role="status"></p>
<p><a href="${escapeHtml(session.lobbyUrl)}" target="_top" data-testid="game-lobby">${escapeHtml(texts.lobby)}</a></p>
<script nonce="${nonce}">
const config=${config};
const base=location.pathname;
const $=(id)=>document.getElementById(id);
function show(state){$('balance').textContent=state.balance;if($('free-spins'))$('free-spins').textContent=state.freeSpinsLeft;if(state.sessionEnd||state.freeSpinsLeft===0){$('spin').disabled=true;$('result').textContent+=' '+config.texts.sessionOver;}}
fetch(base+'/state').then(r=>r.json()).then(show);
$('spin').addEventListener('click',async()=>{
  $('spin').disabled=true;
  const bet=$('bet')?$('bet').value.replace(',','.'):'0.00';
  const response=await fetch(base+'/spin',{method:'POST',headers:{'Content-Type':'application/json','Idempotency-Key':crypto.randomUUID()},body:JSON.stringify({bet})});
  const answer=await response.json();
  if(config.minRoundMs>0&&response.ok){setTimeout(()=>{$('spin').disabled=false;},config.minRoundMs);}else{$('spin').disabled=false;}
  $('result').classList.toggle('refused',!response.ok);
  $('result').dataset.outcome=!response.ok?'refused':answer.win!=='0.00'?'win':'no-win';
  $('result').dataset.code=response.ok?'':String(answer.code||'');
  if(!response.ok){$('result').textContent=config.texts.refusals[answer.code]||answer.message||config.texts.fallback;if(config.mode!=='demo'&&window.parent!==window&&typeof answer.code==='string'){window.parent.postMessage({type:'casino:bet-refused',code:answer.code,betLimits:answer.betLimits},config.siteOrigin);}return;}
  document.querySelectorAll('.reel').forEach((reel,index)=>{reel.textContent=answer.symbols[index];});
  $('result').textContent=answer.win!=='0.00'?config.texts.win+' '+answer.win:config.texts.noWin;
  show(answer);
  if(config.mode!=='demo'&&window.parent!==window){window.parent.postMessage({type:'casino:balance-changed',freeSpinsLeft:answer.freeSpinsLeft,sessionEnd:answer.sessionEnd},config.siteOrigin);}
});
</script></body></html>`;
}

function refuse(status: 400 | 404 | 409 | 422, body: ErrorBody): ApiError {
  return new ApiError(status, body);
}

export function casinoGamePages(options: { siteOrigin: () => string }) {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    return c.json({ code: errorCodes.defaultMessage, message: 'Something went wrong.' } satisfies ErrorBody, 500);
  });

  app.get('/images/:integration/:file', (c) => {
    const integration = c.req.param('integration') as IntegrationName;
    const file = c.req.param('file');
    if (!integrations.has(integration) || !file.endsWith('.svg')) return c.notFound();
    const gameId = decodeURIComponent(file.slice(0, -'.svg'.length));
    const game = catalogue(integration).find((candidate) => candidate.gameId === gameId);
    if (!game) return c.notFound();
    return c.body(gameImageSvg(game), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });

  app.get('/play/:token', async (c) => {
    const session = findGameSession(c.req.param('token'));
    if (!session) return c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session over</title></head><body><p>This game session has ended.</p></body></html>', 404);
    // §7 Security headers: the site (PUBLIC_URL) may frame this page, nobody else; its inline script runs by a fresh nonce.
    const nonce = newNonce();
    c.header('Content-Security-Policy', gamePageCsp(options.siteOrigin(), nonce));
    const language = gamePageLanguage({ cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') }, session.context.market);
    return c.html(pageHtml(session, options.siteOrigin(), nonce, gamePageTexts(language), language, await sessionStakeCap(session)));
  });

  app.get('/play/:token/state', async (c) => {
    const session = findGameSession(c.req.param('token'));
    if (!session) throw refuse(404, { code: errorCodes.notFound, message: 'This game session has ended.' });
    return c.json(await sessionState(session));
  });

  app.post('/play/:token/spin', async (c) => {
    const session = findGameSession(c.req.param('token'));
    if (!session) throw refuse(404, { code: errorCodes.notFound, message: 'This game session has ended.' });
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) throw refuse(400, { code: errorCodes.idempotencyKeyRequired, message: 'A spin needs an Idempotency-Key.' });
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw refuse(400, { code: errorCodes.validationError, message: 'The body must be JSON.' });
    }
    const betMinor = checkedBet(session, body);
    return c.json(await spin(session, betMinor, key));
  });

  return app;
}
