import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import markets from '../../config/markets/index.ts';
import providers from '../../config/providers/index.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import sportsbook from '../../config/sportsbook/index.ts';

// DESIGN "Layout": src/ knows kinds, config/ names instances. No provider, market, language or sport-embed id
// may appear in the app's code under src/ as a quoted literal. Unit tests beside the code may use config
// instances as fixtures.
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const instanceIds = [
  ...languages.map((language) => language.code),
  ...(markets as ReadonlyArray<{ id: string }>).map((market) => market.id),
  ...(providers as ReadonlyArray<{ id: string }>).map((provider) => provider.id),
  ...(sportEmbeds as ReadonlyArray<{ id: string }>).map((embed) => embed.id),
  ...sportsbook.sports.map((sport) => sport.key),
  ...sportsbook.marketTemplates.map((template) => template.id),
];

describe('no instance id under src/', () => {
  test('the config declares the instances this test looks for', () => {
    expect(instanceIds.length).toBeGreaterThan(5);
  });

  for (const file of sourceFiles('src')) {
    test(file, () => {
      const text = readFileSync(file, 'utf8');
      const found = instanceIds.filter((id) => new RegExp(`['"\`]${id.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}['"\`]`).test(text));
      expect(found, `${file} names ${found.join(', ')}: take it from config/ instead`).toEqual([]);
    });
  }
});
