import { describe, expect, it } from 'vitest';
import { slidesConfigSchema } from '../schemas/config/slides.ts';
import slides from './slides.ts';

describe('config/slides.ts', () => {
  it('parses with its schema and caches the slider 1 h (§9)', () => {
    expect(slidesConfigSchema.parse(slides)).toMatchObject({ cacheMs: 3_600_000, transitionMs: 500 });
  });

  it('refuses a slug that does not say language and platform, with the field named', () => {
    const result = slidesConfigSchema.safeParse({ ...slides, slug: '{place}-main' });
    expect(result.error?.issues[0].path).toEqual(['slug']);
  });
});
