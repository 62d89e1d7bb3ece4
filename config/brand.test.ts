import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '../schemas/config/brand.ts';
import { brandName } from '../schemas/config/brand.define.ts';
import brand from './brand.ts';
import { languages } from './languages/index.ts';

// The deployment's brand, checked as properties any brand must have (a white label changes the values, not this test).
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe('config/brand.ts', () => {
  const parsed = brandConfigSchema.parse(brand);

  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['text', 'surfaceRaised'],
    ['textMuted', 'surface'],
    ['primaryText', 'primary'],
  ] as const)('%s on %s reads at 4.5:1 or more (WCAG 1.4.3)', (foreground, background) => {
    expect(contrast(parsed.colours[foreground], parsed.colours[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('names the site in every language of the deployment, and only in those', () => {
    const codes = languages.map((language) => language.code);
    for (const code of codes) expect(brandName(brand, code).length).toBeGreaterThan(0);
    expect(Object.keys(parsed.name.byLanguage).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('refuses a colour that is not #rrggbb, naming the field', () => {
    const result = brandConfigSchema.safeParse({ ...brand, colours: { ...brand.colours, primary: 'yellow' } });
    expect(result.error?.issues[0].path).toEqual(['colours', 'primary']);
  });
});
