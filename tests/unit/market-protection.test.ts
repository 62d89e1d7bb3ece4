import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import markets from '../../config/markets/index.ts';
import tn from '../../config/markets/tn.ts';
import ukExample from '../../config/markets/uk-example.ts';
import deExample from '../../config/markets/de-example.ts';
import { marketSchema } from '../../schemas/config/market.ts';
import { defaultConfigSources, validateConfig } from '../../src/engine/validate-config.ts';

/**
 * §3 Player protection by market: each market's pack is checked by the build's config gate (validateConfig, run by
 * scripts/check-config.ts before every build), a broken pack names its file and field, and the Tunisian pack says
 * exactly what the site did before packs existed.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Pack = (typeof tn)['protection'];
const withPack = (patch: Partial<Pack>) => ({ ...ukExample, protection: { ...ukExample.protection, ...patch } });
const gate = (market: unknown) => () => validateConfig({ ...defaultConfigSources, markets: [tn, market] });

describe('every market has a protection pack the gate accepts', () => {
  it('lists the Tunisian market and the two examples, each parsing', () => {
    expect(markets.map((market) => market.id)).toEqual(['tn', 'uk-example', 'de-example']);
    for (const market of markets) expect(marketSchema.safeParse(market).error).toBeUndefined();
    expect(() => validateConfig()).not.toThrow();
  });

  it('serves the Tunisian market unless MARKET says otherwise', () => {
    expect(validateConfig().market.id).toBe(process.env.MARKET || 'tn');
  });

  it('the Tunisian pack keeps today’s behaviour: no cap, no wait, no required limit, the reality check off by default', () => {
    expect(tn.protection).toEqual({
      stakeCaps: [],
      minRoundSeconds: 0,
      autoplay: true,
      parallelGames: 1,
      limitRequired: { before: 'none', presets: true, reminderMonths: 0 },
      limitKinds: ['deposit_day', 'deposit_week', 'deposit_month', 'loss', 'session_time'].map((kind) => expect.objectContaining({ kind })),
      realityCheck: { intervalsMinutes: [0, 15, 30, 60], defaultMinutes: 0, mayTurnOff: true },
      panicButton: null,
      signInStatement: false,
      exclusionRegister: null,
      crossOperatorDepositLimit: null,
      netDepositChecks: [],
    });
  });

  it.each(markets.flatMap((market) => market.protection.limitKinds.map((entry) => [market.id, entry.nameKey] as const)))('%s names a limit by %s, written in fr, en and ar', (_id, key) => {
    const [area, ...path] = key.split('.');
    for (const code of ['fr-fr', 'en-US', 'ar']) {
      const pack = JSON.parse(readFileSync(join(root, 'config/languages', code, `${area}.json`), 'utf8')) as Record<string, unknown>;
      const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pack);
      expect(typeof text, `${code} ${key}`).toBe('string');
    }
  });
});

describe('a broken pack stops the build, naming its file and field', () => {
  it('an age band capped above its product', () => {
    expect(gate(withPack({ stakeCaps: [{ product: 'slots', maxStake: '2', byAge: [{ minAge: 18, maxAge: 24, maxStake: '5' }] }] }))).toThrow(
      "config/markets/uk-example.ts: protection.stakeCaps[0].byAge[0].maxStake: An age band's cap is above the product's (2)",
    );
  });
  it('an age band upside down', () => {
    expect(gate(withPack({ netDepositChecks: [{ minAge: 25, maxAge: 18, windowDays: 30, threshold: '300' }] }))).toThrow('protection.netDepositChecks[0].maxAge: maxAge is below minAge');
  });
  it('a cap below the casino minimum bet (no spin possible)', () => {
    expect(gate(withPack({ stakeCaps: [{ product: 'slots', maxStake: '0.001', byAge: [] }] }))).toThrow('protection.stakeCaps[0].maxStake');
    expect(gate({ ...withPack({}), limits: { ...ukExample.limits, casinoBetMin: '3' } })).toThrow('protection.stakeCaps[0]: A stake cap (2) is below limits.casinoBetMin');
  });
  it('a limit required with no deposit limit offered', () => {
    expect(gate(withPack({ limitKinds: [{ kind: 'loss', nameKey: 'profile.limits.loss' }] }))).toThrow('protection.limitRequired.before: A limit is required, but no deposit limit kind is offered');
  });
  it('a reality check that may not be turned off but offers off', () => {
    expect(gate({ ...deExample, protection: { ...deExample.protection, realityCheck: { intervalsMinutes: [0, 60], defaultMinutes: 60, mayTurnOff: false } } })).toThrow(
      'config/markets/de-example.ts: protection.realityCheck.intervalsMinutes: Off (0) is offered though mayTurnOff is false',
    );
  });
  it('an exclusion register checked nowhere, or with an unknown fallback', () => {
    const register = ukExample.protection.exclusionRegister!;
    expect(gate(withPack({ exclusionRegister: { ...register, checkAt: [] } }))).toThrow('protection.exclusionRegister.checkAt');
    expect(gate(withPack({ exclusionRegister: { ...register, whenDown: { registration: 'refuse', signIn: 'maybe' as 'allow' } } }))).toThrow('protection.exclusionRegister.whenDown.signIn');
  });
  it('a pack missing a rule (no defaults: every pack decides each one)', () => {
    const { panicButton: _dropped, ...rest } = ukExample.protection;
    expect(gate({ ...ukExample, protection: rest })).toThrow('config/markets/uk-example.ts: protection.panicButton');
  });
});
