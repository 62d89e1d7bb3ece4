import { Hono } from 'hono';
import * as jackpots from '../../generated/jackpots/jackpots.zod.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { formatMoney } from '../money.ts';
import { sendJson } from '../validate.ts';

/** The seeded jackpots (§3 Jackpot). Stored in an order other than the display order, which the front end applies (§9). */
export const seededJackpots = [
  { name: 'bronze', amountMinor: 38_515, winner: 'sa***9' },
  { name: 'gold', amountMinor: 1_284_000, winner: null },
  { name: 'silver', amountMinor: 152_040, winner: 'mo***3' },
] as const;

export async function seedJackpots(db: Queryable): Promise<void> {
  for (const jackpot of seededJackpots) {
    await db.run('INSERT INTO casino_jackpots (name, amount_minor, winner) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [jackpot.name, jackpot.amountMinor, jackpot.winner]);
  }
}

/** GET api/jackpot/v1/jackpots/ (§7), public. Amounts in the market currency. */
export function jackpotsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  let seeded = false;
  routes.get('/api/jackpot/v1/jackpots/', async (c) => {
    if (!seeded) {
      await seedJackpots(context.db);
      seeded = true;
    }
    const rows = await context.db.all<{ id: number; name: string; amount_minor: number; winner: string | null }>('SELECT id, name, amount_minor, winner FROM casino_jackpots ORDER BY id');
    return sendJson(
      c,
      jackpots.GetJackpotsResponse,
      rows.map((row) => ({ id: row.id, name: row.name, amount: formatMoney(row.amount_minor), winner: row.winner, currency: context.market.currency })),
    );
  });
  return routes;
}
