import type { BrandConfigInput } from './brand.ts';

// Zod-free: the theme, the logo and the build read config/brand.ts; the schema checks it at build
// (scripts/config-gate.ts), like app.define.ts.

/** Types config/brand.ts. */
export function defineBrand(config: BrandConfigInput): BrandConfigInput {
  return config;
}

/** The site's name in `language` (its own name there, else the default). */
export function brandName(brand: BrandConfigInput, language: string): string {
  return brand.name.byLanguage?.[language] ?? brand.name.default;
}
