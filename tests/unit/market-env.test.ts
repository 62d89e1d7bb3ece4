import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * §3 Player protection by market: MARKET chooses the market at build and at the sandbox's start (config/app.ts).
 * Each run is a process of its own, as a deployment is: the build's config gate passes with each pack, the sandbox
 * serves that pack's rules, and an unknown market stops the build naming the setting.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

async function withMarket(market: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: root, env: { ...process.env, MARKET: market }, timeout: 120_000 });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// What the sandbox enforces, as it reads the market at start (sandbox/market.ts).
const servedFigures = [
  '--input-type=module',
  '-e',
  "const { marketFiguresOf, servedMarket } = await import('./sandbox/market.ts'); const m = marketFiguresOf(servedMarket()); console.log(JSON.stringify({ id: m.id, currency: m.currency, protection: m.protection }));",
];

describe('MARKET chooses the market of the build and of the sandbox', () => {
  it.each([
    ['tn', { currency: 'TND', stakeCaps: [], minRoundMs: 0, panicLockMs: null, register: null }],
    ['uk-example', { currency: 'GBP', stakeCaps: [{ product: 'slots', maxStakeMinor: 500, byAge: [{ minAge: 18, maxAge: 24, maxStakeMinor: 200 }] }], minRoundMs: 0, panicLockMs: null, register: 'GAMSTOP' }],
    ['de-example', { currency: 'EUR', stakeCaps: [{ product: 'slots', maxStakeMinor: 100, byAge: [] }], minRoundMs: 5000, panicLockMs: 86_400_000, register: 'OASIS' }],
  ])('%s: the build’s gate passes and the sandbox serves its pack', async (market, expected) => {
    const gate = await withMarket(market, ['scripts/check-config.ts']);
    expect(gate.code, gate.out).toBe(0);
    const served = await withMarket(market, servedFigures);
    expect(served.code, served.out).toBe(0);
    const figures = JSON.parse(served.out.trim().split('\n').at(-1)!) as { id: string; currency: string; protection: Record<string, unknown> & { exclusionRegister: { name: string } | null } };
    expect(figures).toMatchObject({ id: market, currency: expected.currency, protection: { stakeCaps: expected.stakeCaps, minRoundMs: expected.minRoundMs, panicLockMs: expected.panicLockMs } });
    expect(figures.protection.exclusionRegister?.name ?? null).toBe(expected.register);
  }, 240_000);

  it('an unknown market stops the build, naming the setting', async () => {
    const gate = await withMarket('nowhere', ['scripts/check-config.ts']);
    expect(gate.code).not.toBe(0);
    expect(gate.out).toContain('config/app.ts: market: Unknown market "nowhere"');
  }, 120_000);
});
