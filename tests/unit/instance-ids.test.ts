import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import betTypes from '../../config/sportsbook/bet-types.ts';
import { languages } from '../../config/languages/index.ts';
import markets from '../../config/markets/index.ts';
import providers from '../../config/providers/index.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import sportsbook from '../../config/sportsbook/index.ts';

// DESIGN "Layout": src/ knows kinds, config/ names instances. No provider, market, language, flag, sport-embed,
// sport or market-template id, currency code or bet-type id may appear in the app's code under src/: not as a
// quoted literal, not as a path segment ('/tn/'), not as an unquoted object key ({ tn: ... }), not built from parts
// (`${amount} TND`, 'TN' + 'D', JSX text). The one test of this
// rule (it also replaces the engine-only check config.test.ts had). Unit tests beside the code may use config
// instances as fixtures. A screen takes the player's currency from useCurrency() and decides on a bet type by its
// declared properties (src/engine/sportsbook/bet-types.ts), §9 Display and §5 Bet slip.
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The currencies the markets declare: their own and those their help texts quote amounts in. */
const currencies = (markets as ReadonlyArray<{ currency: string; helpText: { cardDepositMin: { currency: string }; withdrawalMin: { currency: string } } }>).flatMap((market) => [
  market.currency,
  market.helpText.cardDepositMin.currency,
  market.helpText.withdrawalMin.currency,
]);
const betTypeIds = betTypes.map((type) => type.id);

const instanceIds = [...new Set([
  ...languages.map((language) => language.code),
  ...languages.map((language) => language.flag),
  ...(markets as ReadonlyArray<{ id: string }>).map((market) => market.id),
  ...(providers as ReadonlyArray<{ id: string }>).map((provider) => provider.id),
  ...(sportEmbeds as ReadonlyArray<{ id: string }>).map((embed) => embed.id),
  ...sportsbook.sports.map((sport) => sport.key),
  ...sportsbook.marketTemplates.map((template) => template.id),
  ...currencies,
  ...betTypeIds,
])];

// Market templates are named by plain words ('total', 'handicap') that are also ordinary object keys ({ page,
// total }); they are looked for quoted and in paths only.
// Ids that are also words code writes as keys: market templates, bet types ({ system: ... }), and the alt embed's
// id, an <img> attribute.
const plainWords = new Set<string>([...sportsbook.marketTemplates.map((template) => template.id), ...betTypeIds, 'alt']);

/**
 * Words that are a bet type's id by chance, quoted where they mean something else, file by file with the reason.
 * Nothing else is excused.
 */
const otherMeanings: Record<string, { words: string[]; why: string }> = {
  'src/engine/providers.ts': { words: ['system'], why: "a provider's field map reads the game's `system` field (§3)" },
  'src/features/cashier/payment-history.tsx': { words: ['system'], why: 'the payment system column' },
  'src/features/cashier/withdraw-page.tsx': { words: ['system'], why: 'the payment system column' },
};

const escape = (id: string) => id.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/**
 * The strings a file builds: each string literal and JSX text, and each run of literal text a template or a `+`
 * chain joins, literal parts joined (`'TN' + 'D'` and `` `T${'N'}D` `` are "TND"), a computed part ending the run
 * (`` `${amount} TND` `` gives " TND"). Read from the syntax tree, so a quote inside a comment or a regular
 * expression is no string.
 */
const builtStringsOf = new Map<string, string[]>();
function builtStrings(text: string): string[] {
  const cached = builtStringsOf.get(text);
  if (cached) return cached;
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const strings: string[] = [];
  const unwrap = (node: ts.Node): ts.Node => (ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
  const isPlus = (node: ts.Node): node is ts.BinaryExpression => ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;
  /** The parts of a string expression in order: literal text, or null for a computed part. */
  function parts(node: ts.Node): Array<string | null> {
    const inner = unwrap(node);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [inner.text];
    if (isPlus(inner)) return [...parts(inner.left), ...parts(inner.right)];
    if (ts.isTemplateExpression(inner)) return [inner.head.text, ...inner.templateSpans.flatMap((span) => [...parts(span.expression), span.literal.text])];
    return [null];
  }
  function visit(node: ts.Node): void {
    const chain = (isPlus(node) && !isPlus(node.parent)) || ts.isTemplateExpression(node);
    if (chain) {
      let run: string | null = null;
      for (const part of [...parts(node), null]) {
        if (part !== null) run = (run ?? '') + part;
        else if (run !== null) {
          strings.push(run);
          run = null;
        }
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  }
  visit(source);
  builtStringsOf.set(text, strings);
  return strings;
}

/**
 * Where `text` names `id`: quoted ('tn', "tn", `tn`), as a path segment (/tn/), as an unquoted key ({ tn: x }), or in
 * a string the code builds, as a word of it (`${amount} TND`, 'TN' + 'D'; a plain word only as the whole string).
 */
function namesInstance(text: string, id: string): boolean {
  const quotedOrPath = new RegExp(`['"\`/]${escape(id)}['"\`/]`);
  const unquotedKey = new RegExp(`(?:^|[{,])\\s*${escape(id)}\\s*:(?!:)`, 'm');
  if (quotedOrPath.test(text) || (!plainWords.has(id) && unquotedKey.test(text))) return true;
  return builtStrings(text).some((built) => (plainWords.has(id) ? built.trim() === id : built.split(/[^\w-]+/).includes(id)));
}

/** The ids a file names, but the words excused for it. */
function idsNamed(file: string, text: string): string[] {
  const excused = otherMeanings[file.split('\\').join('/')]?.words ?? [];
  return instanceIds.filter((id) => !excused.includes(id) && namesInstance(text, id));
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
    // Built strings: a template's text beside a substitution, a split string, JSX text.
    expect(namesInstance('const label = `${amount} TND`;', 'TND')).toBe(true);
    expect(namesInstance("const code = 'TN' + 'D';", 'TND')).toBe(true);
    expect(namesInstance("const code = ('T' + 'N') + `D`;", 'TND')).toBe(true);
    expect(namesInstance("const code = `T${'N'}D`;", 'TND')).toBe(true);
    expect(namesInstance('const label = amount + " TND";', 'TND')).toBe(true);
    expect(namesInstance('const cell = <span>{amount} TND</span>;', 'TND')).toBe(true);
    expect(namesInstance("const type = 'sys' + 'tem';", 'system')).toBe(true);
    expect(namesInstance('const label = `${amount} ${currency}`;', 'TND')).toBe(false);
    expect(namesInstance("const code = 'TN' + suffix;", 'TND')).toBe(false);
    expect(namesInstance('const total = 1 + 2; // 10 TND, a comment', 'TND')).toBe(false);
    expect(namesInstance('const note = `${count} system bets`;', 'system')).toBe(false);
  });

  test('the ids include the markets’ currencies and the bet types', () => {
    expect(instanceIds).toEqual(expect.arrayContaining([...currencies, ...betTypeIds]));
  });

  test('a currency code and a bet-type id planted in a fixture source folder are found', () => {
    const folder = mkdtempSync(join(tmpdir(), 'instance-ids-'));
    try {
      mkdirSync(join(folder, 'slip'));
      const currency = currencies[0];
      const [single, , system] = betTypeIds;
      writeFileSync(join(folder, 'slip', 'planted.tsx'), `export const money = (minor: number) => formatMoney(minor, '${currency}');\nexport const chosen = (type: { id: string }) => type.id === "${system}";\n`);
      writeFileSync(join(folder, 'slip', 'store.ts'), `export const slip = { type: \`${single}\`, stake: '' };\n`);
      writeFileSync(join(folder, 'slip', 'clean.ts'), 'export const slip = { type: betTypes[0].id, currency: useCurrency() };\n');
      const found = Object.fromEntries(sourceFiles(folder).map((file) => [file.slice(folder.length + 1).split('\\').join('/'), idsNamed(file, readFileSync(file, 'utf8'))]));
      expect(found).toEqual({ 'slip/planted.tsx': [currency, system], 'slip/store.ts': [single], 'slip/clean.ts': [] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a currency code and a bet-type id built from parts, planted in a fixture source folder, are found', () => {
    const folder = mkdtempSync(join(tmpdir(), 'instance-ids-'));
    try {
      mkdirSync(join(folder, 'slip'));
      const currency = currencies[0];
      const [, , system] = betTypeIds;
      const half = Math.ceil(currency.length / 2);
      writeFileSync(join(folder, 'slip', 'template.tsx'), 'export const stake = (amount: string) => `${amount} ' + currency + '`;\n');
      writeFileSync(join(folder, 'slip', 'split.ts'), `export const code = '${currency.slice(0, half)}' + '${currency.slice(half)}';\nexport const type = "${system.slice(0, 2)}" + \`${system.slice(2)}\`;\n`);
      writeFileSync(join(folder, 'slip', 'jsx.tsx'), 'export const Stake = ({ amount }: { amount: string }) => <span>{amount} ' + currency + '</span>;\n');
      writeFileSync(join(folder, 'slip', 'clean.tsx'), 'export const stake = (amount: string) => `${amount} ${useCurrency()}`;\nexport const Stake = () => <span>{formatMoney(minor, currency)}</span>;\n');
      const found = Object.fromEntries(sourceFiles(folder).map((file) => [file.slice(folder.length + 1).split('\\').join('/'), idsNamed(file, readFileSync(file, 'utf8'))]));
      expect(found).toEqual({ 'slip/template.tsx': [currency], 'slip/split.ts': [currency, system], 'slip/jsx.tsx': [currency], 'slip/clean.tsx': [] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('every excused word is still needed', () => {
    for (const [file, { words }] of Object.entries(otherMeanings)) {
      const text = readFileSync(file, 'utf8');
      for (const word of words) expect(namesInstance(text, word), `${file} no longer names "${word}": drop it from otherMeanings`).toBe(true);
    }
  });

  for (const file of sourceFiles('src')) {
    test(file, () => {
      const text = readFileSync(file, 'utf8');
      const found = idsNamed(file, text);
      expect(found, `${file} names ${found.join(', ')}: take it from config/ instead`).toEqual([]);
    });
  }
});
