import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sportEmbeds from '../config/sport-embeds/index.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './sportsbook/testing.ts';

// The sport stand-ins on the second origin (DESIGN "Origins and runtime settings"): each configured embed in its
// contract, framed by the site only, betting through the sport integration with the token the site gave it.
let sb: SportsbookTestSandbox;
const onSecondOrigin = (path: string, init?: RequestInit) => fetch(sb.sandbox.gameOriginUrl + path, init);

beforeAll(async () => {
  sb = await sportsbookTestSandbox(Date.UTC(2026, 10, 14, 18, 20));
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

describe('sport stand-ins', () => {
  it('serve each script-loaded embed as a script defining its global, and each framed page framed by the site only', async () => {
    for (const embed of sportEmbeds) {
      const loader = embed.loader;
      if (loader.kind !== 'frame-page') {
        const script = await onSecondOrigin(loader.script);
        expect(script.status, embed.id).toBe(200);
        expect(script.headers.get('content-type')).toMatch(/javascript/);
        const text = await script.text();
        expect(text).toContain(`"global":"${loader.global}"`);
        expect(text).toContain(loader.kind === 'bootstrapper-script' ? 'api.boot = function (params, options)' : 'api.addSportsBook = function (options)');
      }
      const page = await onSecondOrigin(loader.kind === 'frame-page' ? `${loader.page}?culture=ar&dir=rtl` : `/sport-embeds/${embed.id}/frame?culture=ar&dir=rtl`);
      expect(page.status, embed.id).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${sb.sandbox.context.config.publicUrl}`);
      expect(csp).toMatch(/script-src 'nonce-[^']+'/);
      expect(csp).not.toContain('unsafe-inline');
      const html = await page.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      // It posts to the site's origin only, never to '*'.
      expect(html).toContain(`"siteOrigin":"${sb.sandbox.context.config.publicUrl}"`);
      expect(html).not.toMatch(/postMessage\([^)]*'\*'\)/);
    }
  });

  it("show the feed's events, and place a bet only with a valid token, once per Idempotency-Key", async () => {
    const [embed] = sportEmbeds;
    const api = `/sport-embeds/${embed.id}/api`;
    const events = (await (await onSecondOrigin(`${api}/events?section=prematch`)).json()) as { events: { id: number; marketId: number; outcomes: { id: number; price: string; status: string }[] }[] };
    expect(events.events.length).toBeGreaterThan(0);
    const event = events.events.find((candidate) => candidate.outcomes.every((outcome) => outcome.status === 'open'))!;
    const bet = { event_id: String(event.id), market_id: String(event.marketId), outcome_id: String(event.outcomes[0].id), odd: event.outcomes[0].price, stake: '1.00' };
    const place = (headers: Record<string, string>) => onSecondOrigin(`${api}/bet`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(bet) });

    expect((await place({ 'Idempotency-Key': 'guest-try-1' })).status).toBe(401);
    expect((await place({ 'Sport-Token': 'not-a-real-token-at-all', 'Idempotency-Key': 'forged-try-1' })).status).toBe(401);

    const { access } = await sb.sandbox.login('player1');
    const login = await sb.sandbox.call(embed.token.source === 'sport-token' ? 'GET' : 'POST', embed.token.source === 'sport-token' ? '/api/sport/token/' : `/api/integrations/${embed.id}/login`, { token: access });
    const token = login.json.token as string;
    const session = await onSecondOrigin(`${api}/session`, { method: 'POST', headers: { 'Sport-Token': token } });
    expect(session.status).toBe(200);
    const before = ((await session.json()) as { balance: string }).balance;
    const first = await place({ 'Sport-Token': token, 'Idempotency-Key': 'stand-in-bet-1' });
    const again = await place({ 'Sport-Token': token, 'Idempotency-Key': 'stand-in-bet-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { ticketId: string }).ticketId).toBe(((await first.json()) as { ticketId: string }).ticketId);
    const after = ((await (await onSecondOrigin(`${api}/session`, { method: 'POST', headers: { 'Sport-Token': token } })).json()) as { balance: string }).balance;
    expect(Math.round(Number(before) * 100) - Math.round(Number(after) * 100)).toBe(100);
  });
});
