import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configKinds, runConfigGate } from '../../scripts/config-gate.ts';
import { validateConfig } from '../../src/engine/validate-config.ts';
import wheel from '../../config/wheel.ts';
import cashback from '../../config/cashback.ts';

// CONVENTIONS 2: a config kind whose schema the build never runs lets a broken file ship. Every schema of
// schemas/config/ belongs to a kind of the gate, and a broken file of any kind stops it with its path and field.
describe('the build config gate', () => {
  it('runs a check for every config kind that has a schema', () => {
    const schemas = readdirSync('schemas/config')
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.define.ts') && !name.endsWith('.test.ts') && name !== 'shared.ts')
      .map((name) => `schemas/config/${name}`);
    const checked = new Set(configKinds.flatMap((kind) => kind.schemas));
    expect(schemas.filter((schema) => !checked.has(schema))).toEqual([]);
    expect(schemas.length).toBeGreaterThan(10);
  });

  it('passes the deployment, naming what it checked', () => {
    expect(runConfigGate()).toMatch(/^config: \d+ routes, .*config\/wheel\.ts.*: valid$/);
  });

  it('stops at a broken wheel config with its path and field', () => {
    const app = validateConfig();
    const wheelKind = configKinds.find((kind) => kind.schemas.includes('schemas/config/wheel.ts'))!;
    expect(() => wheelKind.check(app, { ...wheel, winScreenAtMs: 3000 })).toThrow(/^config\/wheel\.ts: winScreenAtMs: /);
  });

  it("stops at a sport whose feed half plans a market type with no template, with the sport's file and field", () => {
    const app = validateConfig();
    const feedsKind = configKinds.find((kind) => kind.schemas.includes('schemas/config/sport-feed.ts'))!;
    const feed = { name: 'Darts', family: 'fight', margin: 0.06, rounds: 3, roundMinutes: 5, breakMinutes: 1, finishPerRound: 0.1, markets: [{ type: 'next-dart' }] };
    expect(() => feedsKind.check(app, [{ id: 20, key: 'darts', feed }])).toThrow(/^config\/sportsbook\/sports\/darts\.ts: feed\.markets\[0\]\.type: Unknown market type "next-dart"/);
  });

  it('stops at a broken cashback config with its path and field', () => {
    const app = validateConfig();
    const cashbackKind = configKinds.find((kind) => kind.schemas.includes('schemas/config/cashback.ts'))!;
    expect(() => cashbackKind.check(app, { ...cashback, tickMs: -1 })).toThrow(/^config\/cashback\.ts: tickMs: /);
  });
});

describe('forms in the gate', () => {
  it("refuses a label link to a route that does not exist, naming the form's field", async () => {
    const { validateForms } = await import('../../src/engine/validate-config.ts');
    const { signUpForm } = await import('../../config/forms/sign-up.ts');
    const app = validateConfig();
    const broken = { ...signUpForm, fields: signUpForm.fields.map((field) => (field.labelLink ? { ...field, labelLink: { route: 'no-such-page' } } : field)) };
    expect(() => validateForms(app.market, [broken], app.routes.map((route) => route.id))).toThrow(/^config\/forms\/sign-up\.ts: fields\[\d+\]\.labelLink\.route: Unknown route "no-such-page"/);
  });
});
