import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions } from './countries.ts';

describe('country list (§3 country, two letters)', () => {
  it('holds the 249 ISO codes once each, two capital letters', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names each country in the language and sorts by that name', () => {
    const french = countryOptions('fr-FR');
    expect(french.find((option) => option.code === 'TN')?.name).toBe('Tunisie');
    expect(french.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    const names = french.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-FR').compare));
    expect(countryOptions('ar-TN').find((option) => option.code === 'TN')?.name).toBe('تونس');
    expect(countryOptions('en-US').find((option) => option.code === 'TN')?.name).toBe('Tunisia');
  });
});
