import { parseMoney } from '../money.ts';

/**
 * The operator's wheel set-up as the sandbox plays it (§3 Prize, Wheel public settings; §9 Wheel). A real operator
 * keeps this in its back office; here it is data, one list of 16 prizes per currency in segment order (§9: 16
 * segments of 22.5 degrees), each with the weight the server draws it with (server-side RNG, DESIGN "The sandbox").
 * Weights are relative: a prize of weight 300 in a list summing to 1000 comes up 30 % of the time.
 */
export type PrizeType = 'cash' | 'bonus' | 'present';

export interface WheelPrizeSetting {
  id: number;
  type: PrizeType;
  /** Decimal string; '0.00' for a present. */
  amount: string;
  /** A present's name, or a short label of the amount ("5 TND", "10 TND bonus"). */
  name: string;
  weight: number;
}

export interface WheelSettings {
  /** §9: the daily time (market time, UTC offset below) a new free spin becomes available. */
  freeSpinTime: string;
  /** The market's offset from UTC in ms (config/markets: Tunisia is UTC+1 all year). */
  utcOffsetMs: number;
  /** Per currency: the paid spin's cost and the balances a free and a paid spin need. */
  currencies: Record<string, { paidSpinCost: string; freeSpinMinBalance: string; paidSpinMinBalance: string; prizes: WheelPrizeSetting[] }>;
  /** Used when a player's currency has no prize list (§5: the default currency when unknown). */
  defaultCurrency: string;
}

const cash = (id: number, amount: string, currency: string, weight: number): WheelPrizeSetting => ({ id, type: 'cash', amount, name: `${Number(amount)} ${currency}`, weight });
const bonus = (id: number, amount: string, currency: string, weight: number): WheelPrizeSetting => ({ id, type: 'bonus', amount, name: `${Number(amount)} ${currency} bonus`, weight });
const present = (id: number, name: string, weight: number): WheelPrizeSetting => ({ id, type: 'present', amount: '0.00', name, weight });

/** Segment order alternates small and large prizes so neighbours differ, as on a physical wheel. */
function prizeList(firstId: number, currency: string): WheelPrizeSetting[] {
  let id = firstId;
  const next = () => id++;
  return [
    cash(next(), '0.50', currency, 200),
    bonus(next(), '5.00', currency, 90),
    cash(next(), '1.00', currency, 150),
    present(next(), 'Cap', 10),
    cash(next(), '2.00', currency, 120),
    bonus(next(), '10.00', currency, 50),
    cash(next(), '5.00', currency, 80),
    present(next(), 'T-shirt', 5),
    cash(next(), '0.50', currency, 100),
    bonus(next(), '2.00', currency, 70),
    cash(next(), '10.00', currency, 40),
    present(next(), 'Mug', 10),
    cash(next(), '1.00', currency, 50),
    bonus(next(), '25.00', currency, 15),
    cash(next(), '50.00', currency, 5),
    cash(next(), '100.00', currency, 5),
  ];
}

export const wheelSettings: WheelSettings = {
  freeSpinTime: '09:00:00',
  utcOffsetMs: 3_600_000,
  defaultCurrency: 'TND',
  currencies: {
    TND: { paidSpinCost: '5.00', freeSpinMinBalance: '10.00', paidSpinMinBalance: '5.00', prizes: prizeList(1, 'TND') },
    EUR: { paidSpinCost: '2.00', freeSpinMinBalance: '5.00', paidSpinMinBalance: '2.00', prizes: prizeList(101, 'EUR') },
  },
};

/** Checked once at start: a broken set-up stops the sandbox instead of failing a spin later. */
export function checkWheelSettings(settings: WheelSettings): void {
  if (!/^\d{2}:\d{2}:\d{2}$/.test(settings.freeSpinTime)) throw new Error(`wheel: freeSpinTime "${settings.freeSpinTime}" is not HH:mm:ss`);
  if (!settings.currencies[settings.defaultCurrency]) throw new Error(`wheel: no prizes for the default currency ${settings.defaultCurrency}`);
  for (const [currency, setting] of Object.entries(settings.currencies)) {
    for (const field of ['paidSpinCost', 'freeSpinMinBalance', 'paidSpinMinBalance'] as const) {
      if (parseMoney(setting[field]) === null) throw new Error(`wheel: ${currency}.${field} "${setting[field]}" is not money`);
    }
    if (setting.prizes.length !== 16) throw new Error(`wheel: ${currency} has ${setting.prizes.length} prizes, the wheel has 16 segments (§9)`);
    for (const prize of setting.prizes) {
      if (!Number.isSafeInteger(prize.weight) || prize.weight <= 0) throw new Error(`wheel: prize ${prize.id} needs a positive integer weight`);
      if (parseMoney(prize.amount) === null) throw new Error(`wheel: prize ${prize.id} amount "${prize.amount}" is not money`);
    }
  }
}
