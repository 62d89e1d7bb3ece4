import { describe, expect, it } from 'vitest';
import { wheelConfigSchema } from '../schemas/config/wheel.ts';
import wheel from './wheel.ts';

describe('config/wheel.ts', () => {
  it('parses with its schema and holds the §9 figures', () => {
    const parsed = wheelConfigSchema.parse(wheel);
    expect(parsed).toMatchObject({ segments: 16, iconTurnMs: 2600, spinMs: 4000, winScreenAtMs: 5000, defaultFreeSpinTime: '09:00:00' });
  });

  it('refuses a win screen before the wheel stops, with the field named', () => {
    const result = wheelConfigSchema.safeParse({ ...wheel, winScreenAtMs: 3000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['winScreenAtMs']);
  });
});
