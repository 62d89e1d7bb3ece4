import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routeTable from '../../config/routes/index.ts';
import modals from '../../config/modals.ts';
import shellMenus from '../../config/menus/shell.ts';
import menuGroupsFile from '../../config/menus/slots.ts';
import app from '../../config/app.ts';
import markets from '../../config/markets/index.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import tn from '../../config/markets/tn.ts';
import dgt from '../../config/sport-embeds/dgt.ts';
import { routeListSchema } from '../../schemas/config/routes.ts';
import { modalListSchema } from '../../schemas/config/modals.ts';
import { menuGroupListSchema, shellMenusSchema } from '../../schemas/config/menus.ts';
import { appSettingsSchema } from '../../schemas/config/app.ts';
import { marketSchema } from '../../schemas/config/market.ts';
import { sportEmbedSchema } from '../../schemas/config/sport-embed.ts';
import { defaultConfigSources, validateConfig, type ConfigSources } from '../../src/engine/validate-config.ts';
import { appConfig } from '../../src/engine/load-config.ts';
import { menuGroups } from '../../src/engine/load-menus.ts';
import { arabic } from '../../config/languages/ar.ts';
import { buildAppRoutes, describeRouteTable } from '../../src/engine/router.tsx';
import { resolveMenu } from '../../src/engine/menus.ts';
import { resolveDrawer, resolveNavLinks, resolveTabs } from '../../src/engine/navigation.ts';
import { hrefOf } from '../../src/engine/hrefs.ts';
import type { AppRouteHandle } from '../../src/engine/route-handle.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = validateConfig();

describe('every config file parses with its schema', () => {
  it.each(Object.entries(routeTable.areas))('config/routes/%s.ts', (_area, routes) => {
    expect(routeListSchema.safeParse(routes).success).toBe(true);
  });
  it('config/modals.ts, menus/shell.ts, menus/slots.ts, app.ts', () => {
    expect(modalListSchema.safeParse(modals).success).toBe(true);
    expect(shellMenusSchema.safeParse(shellMenus).success).toBe(true);
    expect(menuGroupListSchema.safeParse(menuGroupsFile).success).toBe(true);
    expect(appSettingsSchema.safeParse(app).success).toBe(true);
  });
  it('config/markets and config/sport-embeds', () => {
    for (const market of markets) expect(marketSchema.safeParse(market).success).toBe(true);
    for (const embed of sportEmbeds) expect(sportEmbedSchema.safeParse(embed).success).toBe(true);
  });
  it('the cross-file checks pass', () => {
    expect(() => validateConfig()).not.toThrow();
  });
  it('the zod-free runtime assembly (load-config.ts) gives what the schemas parse', () => {
    expect({ ...appConfig, menus: menuGroups }).toStrictEqual(config);
  });
});

describe('a broken config names its file and field', () => {
  const withArea = (area: string, change: (routes: readonly unknown[]) => unknown[]): ConfigSources => ({
    ...defaultConfigSources,
    routeTable: { ...routeTable, areas: { ...routeTable.areas, [area]: change(routeTable.areas[area as keyof typeof routeTable.areas]) } },
  });
  const replaceAt = (list: readonly unknown[], index: number, patch: object) => list.map((item, at) => (at === index ? { ...(item as object), ...patch } : item));

  it('a bad guard', () => {
    expect(() => validateConfig(withArea('profile', (routes) => replaceAt(routes, 3, { guard: 'members' })))).toThrow(
      'config/routes/profile.ts: routes[3].guard: Invalid option: expected one of "guest-only"|"auth-only"|"any"',
    );
  });
  it('a redirect to an unknown route', () => {
    expect(() => validateConfig(withArea('slots', (routes) => replaceAt(routes, 0, { redirect: { route: 'slots-nowhere' } })))).toThrow(
      'config/routes/slots.ts: routes[0].redirect.route: Unknown route "slots-nowhere"',
    );
  });
  it('a path declared twice', () => {
    expect(() => validateConfig(withArea('sportsbook', (routes) => replaceAt(routes, 1, { path: '/sportsbook' })))).toThrow(
      'config/routes/sportsbook.ts: routes[1].path: Path /sportsbook is already declared by route "sportsbook"',
    );
  });
  it('a screen route without a title', () => {
    expect(() => validateConfig(withArea('promotions-and-info', (routes) => replaceAt(routes, 0, { titleKey: undefined })))).toThrow(
      'config/routes/promotions-and-info.ts: routes[0].titleKey: A route that shows a screen needs a titleKey',
    );
  });
  it('a menu entry linking nowhere, a link missing a param', () => {
    const brokenGroups = menuGroupsFile.map((group, index) => (index === 0 ? { ...group, entries: [{ ...group.entries[0], to: { route: 'nope' } }] } : group));
    expect(() => validateConfig({ ...defaultConfigSources, menus: { shell: shellMenus, slots: brokenGroups } })).toThrow('config/menus/slots.ts: groups[0].entries[0].to.route: Unknown route "nope"');
    const brokenShell = { ...shellMenus, main: [{ ...shellMenus.main[0], to: { route: 'sport-page' } }] };
    expect(() => validateConfig({ ...defaultConfigSources, menus: { shell: brokenShell, slots: menuGroupsFile } })).toThrow(
      'config/menus/shell.ts: main[0].to.params: Route "sport-page" (/sport/:section) needs the param "section"',
    );
  });
  it('a modal without a valid colour', () => {
    const brokenModals = modals.map((modal, index) => (index === 1 ? { ...modal, background: 'purple' } : modal));
    expect(() => validateConfig({ ...defaultConfigSources, modals: brokenModals })).toThrow('config/modals.ts: modals[1].background: Expected a hex colour');
  });
  it('market, sport embed and app settings', () => {
    expect(() => validateConfig({ ...defaultConfigSources, markets: [{ ...tn, limits: { ...tn.limits, depositMin: 10 } }] })).toThrow(
      'config/markets/tn.ts: limits.depositMin: Invalid input: expected string, received number',
    );
    expect(() => validateConfig({ ...defaultConfigSources, markets: [{ ...tn, languages: ['fr-fr', 'de-DE'], defaultLanguage: 'fr-fr' }] })).toThrow(
      'config/markets/tn.ts: languages[1]: Language "de-DE" not found in config/languages/index.ts',
    );
    // §5 Bet slip: a quick stake the slip would refuse (below the market's minimum stake) stops the build.
    expect(() => validateConfig({ ...defaultConfigSources, markets: [{ ...tn, quickStakes: ['5', '0.05'] }] })).toThrow(
      `config/markets/tn.ts: quickStakes[1]: 0.05 is below limits.sportsMinStake (${tn.limits.sportsMinStake})`,
    );
    expect(() => validateConfig({ ...defaultConfigSources, sportEmbeds: [{ ...dgt, defaultView: { ...dgt.defaultView, mobile: 'africanView' } }] })).toThrow(
      'config/sport-embeds/dgt.ts: defaultView.mobile: "africanView" is not one of views.mobile',
    );
    expect(() => validateConfig({ ...defaultConfigSources, app: { ...app, userPollMs: -5 } })).toThrow('config/app.ts: userPollMs:');
    expect(() => validateConfig({ ...defaultConfigSources, app: { ...app, market: 'xx' } })).toThrow('config/app.ts: market: Unknown market "xx"');
    // §5 Bounds: a processor origin is an origin, nothing more (a path or a javascript: URL is a mistake).
    for (const origin of ['https://pay.example.com/checkout', 'javascript:alert(1)', 'pay.example.com']) {
      expect(() => validateConfig({ ...defaultConfigSources, app: { ...app, paymentProcessorOrigins: [origin] } })).toThrow('config/app.ts: paymentProcessorOrigins[0]: Expected an origin');
    }
    expect(() => validateConfig({ ...defaultConfigSources, app: { ...app, paymentProcessorOrigins: ['https://pay.example.com'] } })).not.toThrow();
  });
  it('a language', () => {
    expect(() => validateConfig({ ...defaultConfigSources, languages: [{ ...arabic, dir: 'down' }] })).toThrow(
      'config/languages/ar.ts: dir: Invalid option: expected one of "ltr"|"rtl"',
    );
  });
});

describe('routes (§2)', () => {
  const routes = buildAppRoutes();
  const served = (path: string) => {
    const matches = matchRoutes(routes, path);
    return (matches?.at(-1)?.route.handle as AppRouteHandle | undefined)?.routeId;
  };

  // Every address §2 lists, with sample params.
  const specAddresses = [
    '/', '/auth/sign-in', '/main', '/balance', '/help', '/faq', '/faq/igrovoi-kont', '/faq/depoziti-i-vyplati',
    '/verify', '/verify/abc', '/verify-email', '/resend-email', '/forgot-password', '/sign-up', '/sign-up/PROMO',
    '/reset-password/u1/t1', '/deposit/card', '/withdrawal/card', '/terms-and-conditions', '/terms-and-conditions/4',
    '/general-terms', '/privacy-policy', '/persons', '/promotions', '/promotions-detail', '/promotions-detail/deposit',
    ...Array.from({ length: 9 }, (_, index) => `/promotions/welcome-offer-${index + 1}`), '/search-slots',
    ...['user-info', 'withdraw', 'transactions', 'transactions/9', 'promocode', 'limits', 'user-bonus', 'self-exclusion',
      'bet-history/sft', 'bet-detail/sft', 'bonus-history', 'cashback-history', 'replenishment', 'cashier', 'kyc-verifiaction',
      'exchange-bonus-balance', 'change-password', 'bookmakers-settings', 'bonus'].map((page) => `/profile/${page}`),
    '/sportsbook', '/sportsbook/prematch/1', '/sportsbook/top-tourneys', '/sportsbook/prematch', '/sportsbook/live',
    '/sportsbook/tourneys/1', '/sportsbook/tourneys/live/1', '/sportsbook/all-sports', '/sportsbook/betslip',
    '/sportsbook/event/line/100', '/sportsbook/event/live/100', '/sport', '/sport-live',
    ...['Sport', 'Overview', 'Results', 'Home', 'Live'].map((section) => `/sport/${section}`),
    '/sport/sft', '/sport/sft/live', '/sport/alt', '/sport/alt/page', '/sport/alt/page/1', '/sport/dgt/africanView',
    '/sport/dgt/Mobile/Live', '/sport/dgt/europeanView/EventView/5',
    '/slots', '/slots/casino', '/slots/all', '/slots/live-casino', '/slots/casino/popular', '/slots/live-casino/poker',
    '/slots/megaways', '/slots/provider-a/game-1', '/slots/provider-a/game-1/demo', '/slots/provider-a/game-1/freespin/session',
    '/wheel-game', '/wheel-game-history',
  ];

  it.each(specAddresses)('%s is served by a declared route', (address) => {
    const id = served(address);
    expect(id).toBeDefined();
    expect(id).not.toBe('not-found');
  });

  it('game routes and /slots are bare; lobby sections are not mistaken for games', () => {
    expect(served('/slots/provider-a/game-1')).toBe('slots-game');
    expect(served('/slots/casino/popular')).toBe('slots-section');
    expect(served('/sport/Unknown')).toBe('not-found');
    const rows = describeRouteTable(routes);
    for (const id of ['slots', 'slots-game', 'slots-game-demo', 'slots-game-free-spin']) {
      expect(rows.filter((row) => row.id === id).every((row) => row.layout === 'bare')).toBe(true);
    }
  });

  it('every lazy screen points at a file that exists', () => {
    const loaders = config.routes.flatMap((route) => [route.screen, route.variants?.desktop?.screen, route.variants?.mobile?.screen]);
    for (const loader of loaders) {
      if (typeof loader !== 'function') continue;
      const target = /['"]([^'"]+\.tsx?)['"]/.exec(loader.toString())?.[1];
      expect(target, loader.toString()).toBeDefined();
      // Vitest rewrites the specifier to a root-relative one; the source has it relative to config/routes/.
      const file = target!.startsWith('/') ? join(root, target!) : resolve(root, 'config/routes', target!);
      expect(existsSync(file), target).toBe(true);
    }
  });

  it('the built route table', () => {
    expect(describeRouteTable(routes)).toMatchSnapshot();
  });
});

describe('modals, menus and navigation', () => {
  it('the modal list', () => {
    expect(
      config.modals.map((modal) => ({
        id: modal.id,
        path: modal.path,
        background: modal.background,
        hideCloseButton: modal.hideCloseButton ?? false,
        backTo: hrefOf(modal.backTo),
        screen: typeof modal.screen === 'function' ? 'lazy' : modal.screen,
      })),
    ).toMatchSnapshot();
  });

  it('the menus per viewport and settings flag', () => {
    const flag = 'bonuses.transferBonusBalanceToBalanceOn';
    const slots = [...new Set(config.menus.map((group) => group.slot))];
    const table = Object.fromEntries(
      slots.flatMap((slot) =>
        [
          ['desktop', true, {}],
          ['mobile', false, {}],
          ['desktop+transfer', true, { [flag]: true }],
        ].map(([label, isDesktop, flags]) => [
          `${slot} (${label as string})`,
          resolveMenu(config.menus, slot, { isDesktop: isDesktop as boolean, flags: flags as Record<string, boolean> }).map(
            (group) => `${group.id}: ${group.entries.map((entry) => `${entry.id} -> ${entry.to}`).join(', ')}`,
          ),
        ]),
      ),
    );
    expect(table).toMatchSnapshot();
  });

  it('the main navigation and footer', () => {
    const links = (list: typeof config.navigation.main, isDesktop: boolean) =>
      resolveNavLinks(list, { isDesktop, flags: {} }).map((link) => `${link.id} -> ${link.to}`);
    expect({
      'main (desktop)': links(config.navigation.main, true),
      'main (mobile)': links(config.navigation.main, false),
      footer: links(config.navigation.footer, true),
    }).toMatchSnapshot();
  });

  it("the phone's tab bar and side menu", () => {
    expect({
      tabBar: resolveTabs(config.navigation.tabBar, false).map((tab) => `${tab.id} (${tab.icon}) -> ${tab.to ?? `opens ${tab.opens}`}${tab.count ? ` [${tab.count}]` : ''}`),
      drawer: resolveDrawer(config.navigation.drawer, { isDesktop: false, flags: {} }).map((group) => `${group.id}: ${group.links.map((link) => `${link.id} -> ${link.to}`).join(', ')}`),
    }).toMatchSnapshot();
  });

  it('the side menu offers promotions, help and responsible gambling, each page once (§2 Shell)', () => {
    const targets = resolveDrawer(config.navigation.drawer, { isDesktop: false, flags: {} }).flatMap((group) => group.links.map((link) => link.to));
    expect(new Set(targets).size).toBe(targets.length);
    expect(targets).toEqual(expect.arrayContaining([hrefOf({ route: 'promotions' }), hrefOf({ route: 'help' }), hrefOf({ route: 'responsible-gambling' })]));
  });

  it('refuses a side menu that lists a page twice, or a tab with both a link and a panel', () => {
    const [first, ...rest] = shellMenus.drawer;
    const twice = { ...shellMenus, drawer: [{ ...first, links: [...first.links, { ...first.links[0], id: 'again' }] }, ...rest] };
    expect(() => validateConfig({ ...defaultConfigSources, menus: { shell: twice, slots: menuGroupsFile } })).toThrow(`config/menus/shell.ts: drawer[0].links[${first.links.length}].to: "again" leads to the same page as "${first.links[0].id}"`);
    const both = { ...shellMenus, tabBar: [{ ...shellMenus.tabBar[0], opens: 'profile-panel' }, ...shellMenus.tabBar.slice(1)] };
    expect(() => validateConfig({ ...defaultConfigSources, menus: { shell: both, slots: menuGroupsFile } })).toThrow('A tab has either "to" or "opens"');
  });
});

describe('engine texts', () => {
  const packs = Object.fromEntries(
    config.market.languages.map((code) => [code, JSON.parse(readFileSync(join(root, 'config/languages', code, 'engine.json'), 'utf8'))]),
  );
  const flatten = (value: unknown, prefix = ''): Record<string, string> =>
    Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>((keys, [key, child]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      return typeof child === 'string' ? { ...keys, [name]: child } : { ...keys, ...flatten(child, name) };
    }, {});

  it('every language has the same keys, none empty; Arabic is Arabic', () => {
    const [first, ...others] = Object.values(packs).map((pack) => flatten(pack));
    for (const other of others) expect(Object.keys(other).sort()).toEqual(Object.keys(first).sort());
    for (const pack of Object.values(packs)) for (const text of Object.values(flatten(pack))) expect(text.trim()).not.toBe('');
    for (const text of Object.values(flatten(packs.ar))) expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('every engine key config/ and src/ use exists', () => {
    const keys = new Set(Object.keys(flatten(packs[config.market.defaultLanguage])).map((key) => `engine.${key}`));
    const sources = [join(root, 'config'), join(root, 'src/engine')];
    const used = new Set<string>();
    const walk = (path: string) => {
      if (statSync(path).isDirectory()) return readdirSync(path).forEach((name) => walk(join(path, name)));
      if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path)) return;
      for (const match of readFileSync(path, 'utf8').matchAll(/['"](engine\.[a-zA-Z0-9.-]+)['"]/g)) used.add(match[1]);
    };
    sources.forEach(walk);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !keys.has(key))).toEqual([]);
  });
});
