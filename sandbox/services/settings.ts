import { Hono } from 'hono';
import type { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import * as contract from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { sendJson } from '../validate.ts';

/**
 * Site settings (§3 Settings, §7 GET api/settings/) and the currency list. The settings are a JSON document in
 * the settings table, seeded from defaultSettings and changed by PATCH /sandbox/settings in tests.
 */
export type SiteSettings = z.output<typeof contract.GetSettingsResponse>;

// §9 terms: casino bets up to TND 3,000, sports stakes from TND 0.1, winnings up to TND 25,000 a day, deposits
// up to TND 10,000. Rates are TND per unit of each currency.
export const defaultSettings: SiteSettings = {
  rates: { TND: '1', EUR: '3.38', USD: '3.12' },
  limits: { maxBet: '3000.00', minBet: '0.10', maxWin: '25000.00', maxTransaction: '10000.00' },
  bonuses: {
    cashbackOn: true,
    transferBonusBalanceToBalanceOn: true,
    transferBonusBalanceToBalanceMinBalance: '5.00',
    transferBonusBalanceToBalanceRate: '1',
    // Assumed (x-assumed in accounts.yaml): 10 % of the net losses between two resets (§4 Cashback countdown).
    cashbackRate: '0.1',
  },
};

// §9 Currency: symbols for EUR, USD, RUB, UAH and others; the market's own currency is shown by its code, TND, as the
// site always has (the front end prints a symbol only where a language has no sign of its own: Arabic keeps "د.ت.").
export const currencies = [
  { code: 'TND', symbol: 'TND', name: 'Tunisian dinar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'USD', symbol: '$', name: 'US dollar' },
  { code: 'RUB', symbol: '₽', name: 'Russian rouble' },
  { code: 'UAH', symbol: '₴', name: 'Ukrainian hryvnia' },
  { code: 'GBP', symbol: '£', name: 'Pound sterling' },
  { code: 'TRY', symbol: '₺', name: 'Turkish lira' },
];

const settingsName = 'site';

export async function readSettings(db: Queryable): Promise<SiteSettings> {
  const row = await db.get<{ value: string }>('SELECT value FROM settings WHERE name = ?', [settingsName]);
  return row ? contract.GetSettingsResponse.parse(JSON.parse(row.value)) : defaultSettings;
}

export async function writeSettings(db: Queryable, settings: SiteSettings): Promise<void> {
  await db.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [
    settingsName,
    JSON.stringify(contract.GetSettingsResponse.parse(settings)),
  ]);
}

export async function seedSettings(db: Queryable): Promise<void> {
  await db.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [settingsName, JSON.stringify(defaultSettings)]);
}

export function settingsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  routes.get('/api/settings/', async (c) => sendJson(c, contract.GetSettingsResponse, await readSettings(context.db)));
  routes.get('/api/settings/currency-list/', (c) => sendJson(c, contract.GetCurrencyListResponse, currencies));
  return routes;
}
