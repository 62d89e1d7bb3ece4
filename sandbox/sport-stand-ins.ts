import { Hono, type Context } from 'hono';
import sportEmbeds from '../config/sport-embeds/index.ts';
import type { SportEmbedAction, SportEmbedInput } from '../schemas/config/sport-embed.ts';
import { newNonce } from '../http/security-headers.ts';

/**
 * Stand-ins for the three embedded sport pages (DESIGN "Origins and runtime settings"), served on the second origin
 * so frame sandboxing, the CSP and the postMessage origin checks meet a real cross-origin boundary. They play the
 * provider's part and follow its contract as config/sport-embeds/<id>.ts declares it:
 *
 *   bootstrapper-script  GET <script> defines window[global].boot(params, { name }) rendering into a container
 *   widget-kit           GET <script> defines window[global].init({ integration, culture, token, oddformat }) and
 *                        addSportsBook({ container, ... })
 *   frame-page           GET <page> is the page the site frames
 *
 * Every kind ends in the same page (in its own frame): real events and prices from the sandbox's feed, bets through
 * the sport integration's session and ticket calls with the embed's token (the Sport-Token door of
 * services/sport-embeds.ts: the one placement service, ledger, limits and idempotency), and messages to the site in
 * the embed's own dialect (its type names, sequence field and height field). A token of '-' is a guest: prices show,
 * and a bet asks the site to open its sign-in form.
 *
 * The stand-in's server side is the provider's backend: it calls the site's integration in-process (`site`).
 */

type Embed = SportEmbedInput;

/** The stand-in's own words, in the cultures it is given (a third party's page, not the site's language packs). */
const words = {
  fr: { title: 'Paris sportifs', live: 'En direct', prematch: 'À venir', balance: 'Solde', stake: 'Mise (TND)', place: 'Placer le pari', deposit: 'Déposer', signIn: 'Connectez-vous pour parier', placed: 'Pari placé', pick: 'Choisissez une cote', failed: 'Pari refusé', noEvents: 'Aucun événement', guest: 'Visiteur', selected: 'Sélection' },
  en: { title: 'Sports betting', live: 'Live', prematch: 'Upcoming', balance: 'Balance', stake: 'Stake (TND)', place: 'Place bet', deposit: 'Deposit', signIn: 'Sign in to bet', placed: 'Bet placed', pick: 'Pick a price', failed: 'Bet refused', noEvents: 'No events', guest: 'Guest', selected: 'Selection' },
  ar: { title: 'المراهنات الرياضية', live: 'مباشر', prematch: 'قادمة', balance: 'الرصيد', stake: 'الرهان (TND)', place: 'ضع الرهان', deposit: 'إيداع', signIn: 'سجّل الدخول للمراهنة', placed: 'تم وضع الرهان', pick: 'اختر احتمالاً', failed: 'رُفض الرهان', noEvents: 'لا توجد أحداث', guest: 'زائر', selected: 'الاختيار' },
} as const;
type Words = Record<keyof (typeof words)['en'], string>;

const wordsFor = (culture: string): Words => {
  const code = culture.slice(0, 2).toLowerCase();
  return code === 'fr' ? words.fr : code === 'ar' ? words.ar : words.en;
};

/** The embed's message type for each action (the inverse of its config's `messages.actions`). */
function dialectOf(embed: Embed): Partial<Record<SportEmbedAction, string>> {
  const dialect: Partial<Record<SportEmbedAction, string>> = {};
  for (const [type, action] of Object.entries(embed.messages.actions)) dialect[action as SportEmbedAction] ??= type;
  return dialect;
}

/** Where the stand-in's page is: the frame-page itself, or the frame a script kind renders. */
const framePath = (embed: Embed) => (embed.loader.kind === 'frame-page' ? embed.loader.page : `/sport-embeds/${embed.id}/frame`);
/** The message carrying a token into the page: the embed's own renewal message, or the script kinds' private one. */
const tokenMessageType = (embed: Embed) => (embed.token.renewal.by === 'message' ? embed.token.renewal.type : 'stand-in:token');

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The script of a bootstrapper or widget kit: renders the stand-in page in a sandboxed frame inside the container. */
function kindScript(embed: Embed): string {
  const loader = embed.loader;
  if (loader.kind === 'frame-page') return '';
  const settings = { global: loader.global, frame: framePath(embed), tokenType: tokenMessageType(embed), typeField: embed.messages.typeField, renewal: embed.token.renewal.by === 'method' ? embed.token.renewal.method : null, kind: loader.kind, params: embed.params ?? {} };
  return `(function () {
  'use strict';
  var settings = ${json(settings)};
  var origin = new URL(document.currentScript.src).origin;
  var current = null;
  function render(container, query, token, sandbox, title) {
    if (!(container instanceof HTMLElement)) throw new Error('A container element is required');
    var frame = document.createElement('iframe');
    frame.src = origin + settings.frame + '?' + new URLSearchParams(query).toString();
    frame.setAttribute('sandbox', (sandbox || ['allow-scripts']).join(' '));
    frame.title = title || 'Sport';
    frame.style.cssText = 'display:block;width:100%;border:0;min-height:320px';
    var state = { frame: frame, token: token };
    frame.addEventListener('load', function () { send(state); });
    container.replaceChildren(frame);
    current = state;
  }
  function send(state) {
    if (!state.frame.contentWindow) return;
    var message = { token: state.token };
    message[settings.typeField] = settings.tokenType;
    state.frame.contentWindow.postMessage(message, origin);
  }
  function renew(token) {
    if (typeof token !== 'string' || !current) return;
    current.token = token;
    send(current);
  }
  function viewParams(source) {
    var query = {};
    Object.keys(source || {}).forEach(function (key) { if (source[key] !== undefined && source[key] !== null) query[key] = String(source[key]); });
    return query;
  }
  var api = {};
  if (settings.kind === 'bootstrapper-script') {
    // boot(params, { name }): params carry the container id, token ('-' for a guest), culture, odds format and the view (§2).
    api.boot = function (params, options) {
      if (!params || !options || typeof options.name !== 'string') throw new Error('boot(params, { name }) needs a name');
      var query = viewParams(params.route);
      query.culture = params.culture; query.oddsFormat = params.oddsFormat; query.dir = params.direction || 'ltr'; query.site = options.name;
      render(document.getElementById(params.containerId), query, params.token, params.frameSandbox, params.title);
    };
  } else {
    var initialised = null;
    api.init = function (options) {
      if (!options || typeof options.integration !== 'string' || typeof options.token !== 'string') throw new Error('init({ integration, culture, token, oddformat })');
      initialised = options;
    };
    api.addSportsBook = function (options) {
      if (!initialised) throw new Error('init() first');
      var query = viewParams(options.route);
      query.culture = initialised.culture; query.oddsFormat = initialised.oddformat; query.dir = options.direction || 'ltr'; query.site = initialised.integration;
      render(options.container, query, initialised.token, options.frameSandbox, options.title);
    };
  }
  if (settings.renewal) api[settings.renewal] = renew;
  window[settings.global] = api;
})();
`;
}

/** The stand-in's page: the feed's events, a one-selection slip, the balance, and messages to the site. */
function framePage(embed: Embed, siteOrigin: string, query: URLSearchParams, nonce: string): string {
  const culture = query.get('culture') ?? 'en';
  const text = wordsFor(culture);
  const dir = query.get('dir') === 'rtl' ? 'rtl' : 'ltr';
  const page = query.get('page') ?? '';
  const settings = {
    api: `/sport-embeds/${embed.id}/api`,
    siteOrigin,
    typeField: embed.messages.typeField,
    sequenceField: embed.messages.sequenceField,
    heightField: embed.messages.heightField ?? 'height',
    tokenType: tokenMessageType(embed),
    dialect: dialectOf(embed),
    section: /live/i.test(page) ? 'live' : 'prematch',
    oddsFormat: query.get('oddsFormat') ?? '',
    oddsNames: embed.oddsFormats,
    words: text,
  };
  return `<!doctype html>
<html lang="${escapeHtml(culture.slice(0, 2))}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>
<style nonce="${nonce}">
html,body{margin:0;padding:0;background:#fff;color:#1a1a1a;font:15px/1.4 system-ui,sans-serif}
main{padding:12px}
h1{font-size:18px;margin:0 0 8px}
.bar{display:flex;gap:8px;align-items:center;justify-content:space-between;flex-wrap:wrap;margin-bottom:8px}
ul{list-style:none;margin:0;padding:0}
li{border-top:1px solid #ddd;padding:8px 0}
.prices{display:flex;gap:6px;margin-top:4px}
button{font:inherit;min-height:36px;padding:4px 10px;border:1px solid #1d4ed8;background:#fff;color:#1d4ed8;border-radius:4px;cursor:pointer}
button[aria-pressed="true"]{background:#1d4ed8;color:#fff}
button.primary{background:#1d4ed8;color:#fff}
label{display:block;margin:8px 0 4px}
input{font:inherit;padding:4px 8px;border:1px solid #555;border-radius:4px;width:8em}
.slip{border:1px solid #ccc;border-radius:6px;padding:8px;margin-top:12px}
.slip h2{font-size:16px;margin:0}
</style></head>
<body><main>
<div class="bar"><h1>${escapeHtml(text.title)} · ${escapeHtml(settings.section === 'live' ? text.live : text.prematch)}</h1>
<p id="balance" aria-live="polite">${escapeHtml(text.guest)}</p>
<button type="button" id="deposit" hidden>${escapeHtml(text.deposit)}</button></div>
<ul id="events" aria-label="${escapeHtml(text.title)}"></ul>
<section class="slip" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(text.selected)}</h2>
<p id="selection">${escapeHtml(text.pick)}</p>
<label for="stake">${escapeHtml(text.stake)}</label><input id="stake" name="stake" inputmode="decimal" value="1.00">
<button type="button" class="primary" id="place">${escapeHtml(text.place)}</button>
<p id="result" role="status"></p></section>
</main>
<script nonce="${nonce}">
(function () {
  'use strict';
  var s = ${json(settings)};
  var state = { token: null, sequence: 0, selection: null, key: null, events: [] };
  function send(action, extra) {
    var type = s.dialect[action];
    if (!type || window.parent === window) return;
    var message = {};
    message[s.typeField] = type;
    message[s.sequenceField] = ++state.sequence;
    Object.keys(extra || {}).forEach(function (key) { message[key] = extra[key]; });
    window.parent.postMessage(message, s.siteOrigin);
  }
  function el(id) { return document.getElementById(id); }
  function price(decimal) {
    var d = Number(decimal);
    // The provider's name of the format, back to the §3 number (American 2, Hong Kong 3; decimal otherwise).
    var name = Object.keys(s.oddsNames).find(function (key) { return s.oddsNames[key] === s.oddsFormat; }) || '0';
    if (name === '2') return d >= 2 ? '+' + Math.round((d - 1) * 100) : String(Math.round(-100 / (d - 1)));
    if (name === '3') return (d - 1).toFixed(2);
    return decimal;
  }
  function headers(extra) {
    var h = { 'Content-Type': 'application/json' };
    if (state.token && state.token !== '-') h['Sport-Token'] = state.token;
    Object.keys(extra || {}).forEach(function (key) { h[key] = extra[key]; });
    return h;
  }
  function renderEvents() {
    var list = el('events');
    list.replaceChildren();
    if (state.events.length === 0) { var empty = document.createElement('li'); empty.textContent = s.words.noEvents; list.append(empty); }
    state.events.forEach(function (event) {
      var item = document.createElement('li');
      var name = document.createElement('div'); name.textContent = event.name; item.append(name);
      var prices = document.createElement('div'); prices.className = 'prices';
      event.outcomes.forEach(function (outcome) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = outcome.label + ' ' + price(outcome.price);
        button.setAttribute('aria-label', event.name + ': ' + outcome.label + ' ' + price(outcome.price));
        button.setAttribute('aria-pressed', String(!!state.selection && state.selection.outcomeId === outcome.id));
        button.disabled = outcome.status !== 'open';
        button.addEventListener('click', function () {
          state.selection = { eventId: event.id, marketId: event.marketId, outcomeId: outcome.id, odd: outcome.price, label: event.name + ' · ' + outcome.label + ' ' + price(outcome.price) };
          state.key = null;
          el('selection').textContent = state.selection.label;
          renderEvents();
        });
        prices.append(button);
      });
      item.append(prices);
      list.append(item);
    });
  }
  function loadEvents() {
    return fetch(s.api + '/events?section=' + s.section).then(function (r) { if (!r.ok) throw new Error('events ' + r.status); return r.json(); }).then(function (answer) {
      state.events = answer.events;
      renderEvents();
    });
  }
  function loadBalance() {
    if (!state.token || state.token === '-') {
      el('balance').textContent = s.words.guest;
      el('deposit').hidden = true;
      return Promise.resolve();
    }
    return fetch(s.api + '/session', { method: 'POST', headers: headers() }).then(function (r) {
      if (r.status === 401) { send('renew-token'); return; }
      if (!r.ok) throw new Error('session ' + r.status);
      return r.json().then(function (answer) {
        el('balance').textContent = s.words.balance + ': ' + answer.balance + ' ' + answer.currency;
        el('deposit').hidden = false;
      });
    });
  }
  function place() {
    if (!state.token || state.token === '-') { send('open-sign-in'); return; }
    if (!state.selection) { el('result').textContent = s.words.pick; return; }
    // One key per intent: a retried tap places one ticket (the integration answers the first result).
    state.key = state.key || (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random());
    var body = { event_id: String(state.selection.eventId), market_id: String(state.selection.marketId), outcome_id: String(state.selection.outcomeId), odd: state.selection.odd, stake: el('stake').value.trim() };
    el('place').disabled = true;
    fetch(s.api + '/bet', { method: 'POST', headers: headers({ 'Idempotency-Key': state.key }), body: JSON.stringify(body) }).then(function (r) {
      return r.json().then(function (answer) {
        if (r.status === 401) { send('renew-token'); el('result').textContent = s.words.failed; return; }
        if (!r.ok) { el('result').textContent = s.words.failed + ' (' + (answer.code || r.status) + ')'; if (answer.code === 'not_enough_money') send('open-deposit'); return; }
        state.key = null;
        el('result').textContent = s.words.placed + ' · ' + answer.ticketCode;
        send('balance-changed');
        return loadBalance();
      });
    }).catch(function () { el('result').textContent = s.words.failed; }).finally(function () { el('place').disabled = false; });
  }
  el('place').addEventListener('click', place);
  el('deposit').addEventListener('click', function () { send('open-deposit'); });
  window.addEventListener('message', function (event) {
    if (event.origin !== s.siteOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data[s.typeField] !== s.tokenType || typeof data.token !== 'string') return;
    var first = state.token === null;
    state.token = data.token;
    var work = first ? Promise.all([loadEvents(), loadBalance()]) : loadBalance();
    work.then(function () { if (first) send('ready'); }).catch(function () { if (first) send('failed'); });
  });
  var last = 0;
  new ResizeObserver(function () {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    var extra = {}; extra[s.heightField] = height;
    send('resize', extra);
  }).observe(document.body);
})();
</script>
</body></html>`;
}

function framePageCsp(siteOrigin: string, nonce: string): string {
  return ["default-src 'none'", `script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, "connect-src 'self'", "form-action 'none'", "object-src 'none'", "base-uri 'none'", `frame-ancestors ${siteOrigin}`].join('; ');
}

/** The feed's events of a section, slimmed to what the stand-in shows: one match-result market each. */
interface FeedEvents {
  items: { id: number; home: { name: string }; away: { name: string }; markets?: { id: number; type: string; status: string; outcomes: { id: number; key: string; price: string; status: string }[] }[] }[];
}

const outcomeLabels: Record<string, string> = { home: '1', draw: 'X', away: '2' };

export function sportStandIns(options: { siteOrigin: () => string; site: (request: Request) => Response | Promise<Response> }) {
  const app = new Hono();
  const siteCall = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    options.site(new Request(`${options.siteOrigin()}${path}`, { method: init.method ?? 'GET', headers: { Accept: 'application/json', ...init.headers }, body: init.body }));
  const tokenHeaders = (c: Context): Record<string, string> => {
    const token = c.req.header('Sport-Token');
    return token ? { 'Sport-Token': token } : {};
  };

  for (const embed of sportEmbeds as readonly Embed[]) {
    const loader = embed.loader;
    if (loader.kind !== 'frame-page') {
      app.get(loader.script, (c) => c.body(kindScript(embed), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
    }
    app.get(framePath(embed), (c) => {
      const nonce = newNonce();
      c.header('Content-Security-Policy', framePageCsp(options.siteOrigin(), nonce));
      return c.html(framePage(embed, options.siteOrigin(), new URL(c.req.url).searchParams, nonce));
    });

    const api = `/sport-embeds/${embed.id}/api`;
    app.get(`${api}/events`, async (c) => {
      const section = c.req.query('section') === 'live' ? 'live' : 'prematch';
      const answer = await siteCall(`/api/sportsbook/events?section=${section}&markets=match-result&limit=8`);
      if (!answer.ok) return c.json({ code: 'feed_unavailable' }, 502);
      const feed = (await answer.json()) as FeedEvents;
      const events = feed.items.flatMap((event) => {
        const market = event.markets?.find((candidate) => candidate.type === 'match-result');
        if (!market) return [];
        return [{ id: event.id, marketId: market.id, name: `${event.home.name} - ${event.away.name}`, outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, label: outcomeLabels[outcome.key] ?? outcome.key, price: outcome.price, status: market.status === 'open' ? outcome.status : market.status })) }];
      });
      return c.json({ events });
    });

    // The provider's backend opens a sport session with the embed's token, then reads the balance through it (§7).
    app.post(`${api}/session`, async (c) => {
      const session = await siteCall('/sport-integration/session/create', { method: 'POST', headers: { ...tokenHeaders(c), 'Content-Type': 'application/json' }, body: '{}' });
      if (!session.ok) return new Response(session.body, { status: session.status, headers: { 'Content-Type': 'application/json' } });
      const { token } = (await session.json()) as { token: string };
      const balance = await siteCall('/sport-integration/player/balance', { method: 'POST', headers: { ...tokenHeaders(c), 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
      return new Response(balance.body, { status: balance.status, headers: { 'Content-Type': 'application/json' } });
    });

    app.post(`${api}/bet`, async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const placement = {
        type: 'single',
        stake: text(body?.stake),
        // The stand-in's one-tap slip takes the price of the moment, as providers' quick bets do (the feed keeps moving).
        odds_policy: 'accept-any',
        selections: [{ event_id: text(body?.event_id), market_id: text(body?.market_id), outcome_id: text(body?.outcome_id), odd: text(body?.odd) }],
      };
      const key = c.req.header('Idempotency-Key');
      const answer = await siteCall('/sport-integration/ticket/placement', { method: 'POST', headers: { ...tokenHeaders(c), 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: JSON.stringify(placement) });
      return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    });
  }
  return app;
}
