import { describe, expect, it } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import { languageSchema, loadWholePack } from '../../schemas/config/language.ts';

/** Flattens a pack into `area.path.key` -> value. */
function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
}

const packs = await Promise.all(
  languages.map(async (language) => ({ language, entries: flatten(await loadWholePack(language)) })),
);

describe('language config', () => {
  it('every language file passes its schema and codes are unique', () => {
    for (const language of languages) expect(languageSchema.safeParse(language).success).toBe(true);
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
  });

  it('at least one language is right-to-left (§1: Arabic)', () => {
    expect(languages.some((language) => language.dir === 'rtl')).toBe(true);
  });
});

describe('language packs', () => {
  it('every pack has the same keys as every other', () => {
    for (const a of packs) {
      for (const b of packs) {
        const missing = [...a.entries.keys()].filter((key) => !b.entries.has(key));
        expect(missing, `keys in ${a.language.code} missing in ${b.language.code}`).toEqual([]);
      }
    }
  });

  it('no value is empty, and every value is a string', () => {
    for (const { language, entries } of packs) {
      const bad = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      // An empty area file ({}) flattens to its own name with an empty object: allowed while it is being written.
      const realBad = bad.filter((key) => {
        const value = entries.get(key);
        return !(value && typeof value === 'object' && Object.keys(value).length === 0);
      });
      expect(realBad, `empty or non-string values in ${language.code}`).toEqual([]);
    }
  });

  it('every translation keeps the interpolation placeholders of the others', () => {
    const [first, ...others] = packs;
    for (const other of others) {
      const differing = [...first.entries]
        .filter(([key, value]) => typeof value === 'string' && typeof other.entries.get(key) === 'string')
        .filter(([key, value]) => placeholders(value as string).join() !== placeholders(other.entries.get(key) as string).join())
        .map(([key]) => key);
      expect(differing, `placeholders differ between ${first.language.code} and ${other.language.code}`).toEqual([]);
    }
  });

  it('right-to-left packs are real translations: they differ from every left-to-right pack for texts longer than 3 characters', () => {
    const rightToLeft = packs.filter((pack) => pack.language.dir === 'rtl');
    const leftToRight = packs.filter((pack) => pack.language.dir === 'ltr');
    for (const rtl of rightToLeft) {
      for (const ltr of leftToRight) {
        const same = [...ltr.entries]
          .filter(([key, value]) => typeof value === 'string' && value.length > 3 && rtl.entries.get(key) === value)
          .map(([key]) => key);
        expect(same, `${rtl.language.code} copies ${ltr.language.code}`).toEqual([]);
      }
    }
  });
});
