import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import markets from '../../config/markets/index.ts';
import providers from '../../config/providers/index.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import sportsbook from '../../config/sportsbook/index.ts';

// DESIGN "Layout": src/ knows kinds, config/ names instances. No provider, market, language, flag, sport-embed,
// sport or market-template id may appear in the app's code under src/: not as a quoted literal, not as a path
// segment ('/tn/'), not as an unquoted object key ({ tn: ... }). The one test of this rule (it also replaces the
// engine-only check config.test.ts had). Unit tests beside the code may use config instances as fixtures.
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const instanceIds = [...new Set([
  ...languages.map((language) => language.code),
  ...languages.map((language) => language.flag),
  ...(markets as ReadonlyArray<{ id: string }>).map((market) => market.id),
  ...(providers as ReadonlyArray<{ id: string }>).map((provider) => provider.id),
  ...(sportEmbeds as ReadonlyArray<{ id: string }>).map((embed) => embed.id),
  ...sportsbook.sports.map((sport) => sport.key),
  ...sportsbook.marketTemplates.map((template) => template.id),
])];

// Market templates are named by plain words ('total', 'handicap') that are also ordinary object keys ({ page,
// total }); they are looked for quoted and in paths only.
// Ids that are also words code writes as keys: market templates, and the alt embed's id, an <img> attribute.
const plainWords = new Set<string>([...sportsbook.marketTemplates.map((template) => template.id), 'alt']);

const escape = (id: string) => id.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** Where `text` names `id`: quoted ('tn', "tn", `tn`), as a path segment (/tn/) or as an unquoted key ({ tn: x }). */
function namesInstance(text: string, id: string): boolean {
  const quotedOrPath = new RegExp(`['"\`/]${escape(id)}['"\`/]`);
  const unquotedKey = new RegExp(`(?:^|[{,])\\s*${escape(id)}\\s*:(?!:)`, 'm');
  return quotedOrPath.test(text) || (!plainWords.has(id) && unquotedKey.test(text));
}

describe('no instance id under src/', () => {
  test('the config declares the instances this test looks for', () => {
    expect(instanceIds.length).toBeGreaterThan(5);
  });

  test('it sees every way an id can be written', () => {
    expect(namesInstance("const market = 'tn';", 'tn')).toBe(true);
    expect(namesInstance('fetch(`/api/tn/x`)', 'tn')).toBe(true);
    expect(namesInstance('const drawings = {\n  fr: France,\n  tn: Tunisia,\n};', 'tn')).toBe(true);
    expect(namesInstance('const drawings = { tn: Tunisia };', 'tn')).toBe(true);
    expect(namesInstance('const cantons = 3; // tn elsewhere: tnt', 'tn')).toBe(false);
    expect(namesInstance('const value = ok ? town : tn2;', 'tn')).toBe(false);
  });

  for (const file of sourceFiles('src')) {
    test(file, () => {
      const text = readFileSync(file, 'utf8');
      const found = instanceIds.filter((id) => namesInstance(text, id));
      expect(found, `${file} names ${found.join(', ')}: take it from config/ instead`).toEqual([]);
    });
  }
});
