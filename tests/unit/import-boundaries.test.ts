import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// CONVENTIONS 15: the layers' import rules are lint rules (eslint.config.js, rule layers/boundaries). Each case
// lints a one-line file at a real place in the tree with the repository's own config: what breaks a rule is
// reported, what the rule allows is not. The tree itself is held to them by `npm run lint` (eslint .);
// linting the whole tree again here would cost a minute of the unit suite.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: file });
  return result.messages.filter((message) => message.ruleId === 'layers/boundaries').map((message) => message.message);
}

const cases: Array<{ rule: string; file: string; code: string; broken: boolean }> = [
  { rule: 'config never statically imports src/', file: 'config/routes/example.ts', code: "import { theme } from '../../src/ui/theme.ts'; void theme;", broken: true },
  { rule: 'config may import src/ lazily', file: 'config/routes/example.ts', code: "export const screen = () => import('../../src/features/cashier/deposit-page.tsx');", broken: false },
  { rule: 'config may import types from src/', file: 'config/providers/example.ts', code: "import type { FreeSpinInfo } from '../../src/stores/slots.ts'; export type T = FreeSpinInfo;", broken: false },
  { rule: 'config may import the pure src/domain', file: 'config/forms/example.ts', code: "import { toMinorUnits } from '../../src/domain/money.ts'; void toMinorUnits;", broken: false },
  { rule: 'the engine imports no feature', file: 'src/engine/example.tsx', code: "import { ProfilePage } from '../features/profile/index.ts'; void ProfilePage;", broken: true },
  { rule: 'the router may lazy-load the default shell', file: 'src/engine/router.tsx', code: "export const shell = () => import('../features/shell/shell.tsx');", broken: false },
  // A lazy import() obeys the same zones; only the config's screens and the router's default shell are allowed.
  { rule: 'the sportsbook kernel does not lazily import a feature', file: 'src/engine/sportsbook/example.ts', code: "export const slip = () => import('../../features/betslip/bet-slip.tsx');", broken: true },
  { rule: 'the sportsbook kernel does not lazily import a view', file: 'src/engine/sportsbook/example.ts', code: "export const button = () => import('../../ui/primitives/button.tsx');", broken: true },
  { rule: 'the sportsbook kernel lazily reads the api', file: 'src/engine/sportsbook/example.ts', code: "export const profile = () => import('../../api/profile.ts');", broken: false },
  { rule: 'the engine lazily loads no screen but the default shell', file: 'src/engine/example.tsx', code: "export const page = () => import('../features/profile/profile-index-page.tsx');", broken: true },
  { rule: 'only the router lazily loads the default shell', file: 'src/engine/example.tsx', code: "export const shell = () => import('../features/shell/shell.tsx');", broken: true },
  { rule: 'config lazily imports a modal screen', file: 'config/example.ts', code: "export const screen = () => import('../src/features/wheel/wheel-game-screen.tsx');", broken: false },
  { rule: "config lazily imports the engine's not-found page", file: 'config/routes/example.ts', code: "export const screen = () => import('../../src/engine/screens/not-found-page.tsx');", broken: false },
  { rule: 'config lazily imports nothing of src/ but screens', file: 'config/routes/example.ts', code: "export const theme = () => import('../../src/ui/theme.ts');", broken: true },
  { rule: "a feature does not lazily reach into another's files", file: 'src/features/cashier/example.tsx', code: "export const page = () => import('../profile/profile-ui.tsx');", broken: true },
  { rule: 'a feature lazily loads its own files', file: 'src/features/casino/example.tsx', code: "export const dialog = () => import('./guest-game-dialog.tsx');", broken: false },
  { rule: 'only src/api lazily imports generated/', file: 'src/features/cashier/example.tsx', code: "export const zod = () => import('../../../generated/payments/payments.zod.ts');", broken: true },
  { rule: 'src/api lazily imports generated/', file: 'src/api/example.ts', code: "export const zod = () => import('../../generated/payments/payments.zod.ts');", broken: false },
  { rule: 'src/domain lazily imports no package', file: 'src/domain/example.ts', code: "export const react = () => import('react');", broken: true },
  { rule: 'a template import() is checked by the files it can name', file: 'src/engine/sportsbook/example.ts', code: "export const feature = (name: string) => import(`../../features/${name}/index.ts`);", broken: true },
  { rule: 'an import() of a computed path is reported', file: 'src/engine/example.tsx', code: "export const load = (file: string) => import(file);", broken: true },
  { rule: 'a type of a lazy module is allowed', file: 'src/engine/sportsbook/example.ts', code: "export type Slip = typeof import('../../features/betslip/bet-slip.tsx');", broken: false },
  { rule: 'the sportsbook kernel imports no feature', file: 'src/engine/sportsbook/example.ts', code: "import { SlipDock } from '../../features/betslip/index.ts'; void SlipDock;", broken: true },
  { rule: 'the sportsbook kernel imports no view', file: 'src/engine/sportsbook/example.ts', code: "import { Button } from '../../ui/primitives/button.tsx'; void Button;", broken: true },
  { rule: 'the sportsbook kernel reads the api, stores, config and the pure domain', file: 'src/engine/sportsbook/example.ts', code: "import { useGetSportsbookEvent } from '../../api/sportsbook.ts'; import { betslipSlipStore } from '../../stores/betslip-slip.ts'; import sportsbook from '../../../config/sportsbook/index.ts'; import { parseAmount } from '../../domain/money.ts'; void [useGetSportsbookEvent, betslipSlipStore, sportsbook, parseAmount];", broken: false },
  { rule: 'the bet slip does not import the sportsbook screens (the loop)', file: 'src/features/betslip/example.tsx', code: "import { useOddsFormat } from '../sportsbook/index.ts'; void useOddsFormat;", broken: true },
  { rule: 'My bets does not import the bet slip', file: 'src/features/mybets/example.tsx', code: "import { BetSlip } from '../betslip/index.ts'; void BetSlip;", broken: true },
  { rule: 'the bet slip reads the sportsbook kernel', file: 'src/features/betslip/example.tsx', code: "import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts'; void useOddsFormat;", broken: false },
  { rule: 'the sportsbook pages dock the bet slip', file: 'src/features/sportsbook/example.tsx', code: "import { SlipDock } from '../betslip/index.ts'; void SlipDock;", broken: false },
  { rule: 'the bet slip shows My bets', file: 'src/features/betslip/example.tsx', code: "import { OpenBets } from '../mybets/index.ts'; void OpenBets;", broken: false },
  { rule: "a feature does not reach into another's files", file: 'src/features/cashier/example.tsx', code: "import { ProfilePage } from '../profile/profile-ui.tsx'; void ProfilePage;", broken: true },
  { rule: "a feature does not reach into another's files by a long path", file: 'src/features/shell/example.tsx', code: "import { signOut } from '../../features/auth/session.ts'; void signOut;", broken: true },
  { rule: "a feature may use another's public index", file: 'src/features/shell/example.tsx', code: "import { signOut } from '../auth/index.ts'; void signOut;", broken: false },
  { rule: 'a feature may import its own files', file: 'src/features/profile/example.tsx', code: "import { ProfilePage } from './profile-ui.tsx'; void ProfilePage;", broken: false },
  { rule: 'only src/api imports generated/', file: 'src/features/cashier/example.tsx', code: "import { PaymentStatus } from '../../../generated/payments/payments.schemas.ts'; void PaymentStatus;", broken: true },
  { rule: 'src/api imports generated/', file: 'src/api/example.ts', code: "export { PaymentStatus } from '../../generated/payments/payments.schemas.ts';", broken: false },
  { rule: 'the sandbox imports from src/ only src/domain', file: 'sandbox/services/example.ts', code: "import { formatMoney } from '../../src/i18n/format.ts'; void formatMoney;", broken: true },
  { rule: 'the sandbox may import src/domain', file: 'sandbox/services/example.ts', code: "import { parseAmount } from '../../src/domain/money.ts'; void parseAmount;", broken: false },
  // The sandbox reads of config/ only what it serves from (eslint.config.js, the sandbox's config zone).
  { rule: "the sandbox reads no front-end config", file: 'sandbox/services/example.ts', code: "import routes from '../../config/routes/index.ts'; void routes;", broken: true },
  { rule: "the sandbox reads no language pack", file: 'sandbox/example.ts', code: "import { languages } from '../config/languages/index.ts'; void languages;", broken: true },
  { rule: "the sandbox reads a market through the markets' index only", file: 'sandbox/services/example.ts', code: "import tn from '../../config/markets/tn.ts'; void tn;", broken: true },
  { rule: 'the sandbox reads the market, app, providers, embeds, sportsbook and bet types', file: 'sandbox/services/example.ts', code: "import app from '../../config/app.ts'; import markets from '../../config/markets/index.ts'; import providers from '../../config/providers/index.ts'; import sportEmbeds from '../../config/sport-embeds/index.ts'; import sportsbook from '../../config/sportsbook/index.ts'; import betTypes from '../../config/sportsbook/bet-types.ts'; void [app, markets, providers, sportEmbeds, sportsbook, betTypes];", broken: false },
  { rule: "the sandbox lazily imports each sport's feed half", file: 'sandbox/sportsbook/example.ts', code: "export const feed = (key: string) => import(`../../config/sportsbook/sports/${key}.ts`);", broken: false },
  { rule: 'the sandbox lazily imports no other config', file: 'sandbox/sportsbook/example.ts', code: "export const form = (key: string) => import(`../../config/forms/${key}.ts`);", broken: true },
  { rule: "the site's server never imports the sandbox", file: 'server/example.ts', code: "import { createApp } from '../sandbox/app.ts'; void createApp;", broken: true },
  // npm start composes the two in scripts/start.ts; neither knows the other, and what both apply is http/'s.
  { rule: "the sandbox never imports the site's server", file: 'sandbox/example.ts', code: "import { createSiteApp } from '../server/site.ts'; void createSiteApp;", broken: true },
  { rule: "the sandbox reads no setting of the site's server", file: 'sandbox/games/example.ts', code: "import { sportEmbedOrigins } from '../../server/sport-embed-origins.ts'; void sportEmbedOrigins;", broken: true },
  { rule: 'the sandbox and the site share http/', file: 'sandbox/example.ts', code: "import { originSetting } from '../http/origins.ts'; import { commonHeaders } from '../http/security-headers.ts'; void [originSetting, commonHeaders];", broken: false },
  { rule: "the site's server shares http/", file: 'server/example.ts', code: "import { requestBodyLimit } from '../http/body-limit.ts'; void requestBodyLimit;", broken: false },
  { rule: 'http/ imports neither server', file: 'http/example.ts', code: "import { siteDocumentCsp } from '../server/security-headers.ts'; void siteDocumentCsp;", broken: true },
  { rule: 'http/ imports not the sandbox', file: 'http/example.ts', code: "import { apiSecurityHeaders } from '../sandbox/security-headers.ts'; void apiSecurityHeaders;", broken: true },
  { rule: 'the composition of npm start may import both', file: 'scripts/start.ts', code: "import { openSandbox } from '../sandbox/server.ts'; import { startSiteServer } from '../server/main.ts'; void [openSandbox, startSiteServer];", broken: false },
  // The site's server: config/, schemas/config, src/domain and a named short list of src/, never a feature or store.
  { rule: "the site's server imports no feature", file: 'server/example.ts', code: "import { BetSlip } from '../src/features/betslip/bet-slip.tsx'; void BetSlip;", broken: true },
  { rule: "the site's server imports no store", file: 'server/example.ts', code: "import { betslipSlipStore } from '../src/stores/betslip-slip.ts'; void betslipSlipStore;", broken: true },
  { rule: "the site's server imports no store, not even the signed-in hint's", file: 'server/example.ts', code: "import { startSignedInHint } from '../src/stores/signed-in-hint.ts'; void startSignedInHint;", broken: true },
  { rule: "the site's server does not lazily import a feature", file: 'server/example.ts', code: "export const slip = () => import('../src/features/betslip/bet-slip.tsx');", broken: true },
  { rule: "the site's server imports no api layer", file: 'server/example.ts', code: "import { request } from '../src/api/client.ts'; void request;", broken: true },
  { rule: "the site's server imports no generated code", file: 'server/example.ts', code: "import { LoginBody } from '../generated/accounts/accounts.zod.ts'; void LoginBody;", broken: true },
  { rule: "the site's server reads config, its schemas, src/domain and the named list", file: 'server/example.ts', code: "import brand from '../config/brand.ts'; import { brandName } from '../schemas/config/brand.define.ts'; import { parseAmount } from '../src/domain/money.ts'; import { appConfig } from '../src/engine/load-config.ts'; import { languageCookie } from '../src/i18n/language-address.ts'; import { signedInCookie } from '../src/stores/signed-in-cookie.ts'; void [brand, brandName, parseAmount, appConfig, languageCookie, signedInCookie];", broken: false },
  { rule: "the site's server loads its own build by a computed path", file: 'server/render.ts', code: "export const load = (bundle: string) => import(bundle);", broken: false },
  { rule: "no other server file imports a computed path", file: 'server/example.ts', code: "export const load = (bundle: string) => import(bundle);", broken: true },
  { rule: 'src/domain imports nothing outside itself', file: 'src/domain/example.ts', code: "import { appConfig } from '../engine/load-config.ts'; void appConfig;", broken: true },
  { rule: 'src/domain uses no package', file: 'src/domain/example.ts', code: "import { useState } from 'react'; void useState;", broken: true },
  { rule: 'src/ui imports no feature', file: 'src/ui/example.tsx', code: "import { ProfilePage } from '../features/profile/index.ts'; void ProfilePage;", broken: true },
];

describe('import boundaries (eslint.config.js layers/boundaries)', () => {
  for (const { rule, file, code, broken } of cases) {
    test(`${rule}: ${broken ? 'reported' : 'allowed'}`, async () => {
      const errors = await boundaryErrors(file, code);
      if (broken) expect(errors).toHaveLength(1);
      else expect(errors).toEqual([]);
    });
  }
});

// The "Import rules" table of docs/architecture/import-rules.md is the rules of eslint.config.js written out: this renders it
// from the rules the lint reads (zones, kernelScreens, computedImports) and holds the document equal to it, so a
// rule added, dropped or widened in one place fails here until the other says the same.
// `WRITE_IMPORT_RULES=1 npx vitest run tests/unit/import-boundaries.test.ts` writes the rendered table in.
interface PathEntry { path: string; from?: string; why?: string }
interface Zone { files: string[]; filesExcept?: string[]; target: string[]; except?: PathEntry[]; lazy?: PathEntry[]; message: string }
interface ImportRules { zones: Zone[]; kernelScreens: string[]; computedImports: Array<{ from: string; why: string }> }

const documentFile = 'docs/architecture/import-rules.md';
const start = '<!-- import-rules: rendered from eslint.config.js by tests/unit/import-boundaries.test.ts; edit the rules, not this table -->';
const end = '<!-- /import-rules -->';

const code = (paths: string[]) => paths.map((path) => `\`${path}\``).join(', ');
const entries = (list: PathEntry[] | undefined) =>
  (list ?? []).map((entry) => `${entry.from ? `from \`${entry.from}\`: ` : ''}\`${entry.path}\`${entry.why ? ` (${entry.why})` : ''}`).join('; ') || '—';

function renderImportRules({ zones, kernelScreens, computedImports }: ImportRules): string {
  const rows = zones.map((zone) => {
    const files = code(zone.files) + (zone.filesExcept ? ` but ${code(zone.filesExcept)}` : '');
    return `| ${files} | ${code(zone.target)} | ${entries(zone.except)} | ${entries(zone.lazy)} |`;
  });
  return [
    start,
    '| files | may not import (statically or by `import()`) | but may | and by lazy `import()` only |',
    '|---|---|---|---|',
    ...rows,
    '',
    `A feature imports another feature only through its \`index.ts\`, and the sportsbook kernel's screens import one another only forward: ${kernelScreens.map((screen) => `\`${screen}\``).join(' -> ')}. \`src/domain/**\` imports no package (\`node:\` modules aside). An \`import()\` whose path is computed is reported, but in ${computedImports.map((entry) => `\`${entry.from}\` (${entry.why})`).join(', ')}; a template's substitutions each stand for one name.`,
    end,
  ].join('\n');
}

describe('the "Import rules" of docs/architecture/import-rules.md', () => {
  test('say what eslint.config.js checks', async () => {
    const rules = (await import(pathToFileURL(resolve('eslint.config.js')).href)) as ImportRules;
    const rendered = renderImportRules(rules);
    const text = readFileSync(documentFile, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    expect(from, `${documentFile} has no rendered import rules`).toBeGreaterThan(-1);
    const written = text.slice(from, to + end.length);
    if (process.env.WRITE_IMPORT_RULES === '1' && written !== rendered) writeFileSync(documentFile, text.slice(0, from) + rendered + text.slice(to + end.length));
    else expect(written, `${documentFile} "Import rules" differs from eslint.config.js; rerun with WRITE_IMPORT_RULES=1`).toBe(rendered);
  });

  test('the rendering shows every zone, exception and lazy entry', () => {
    const rendered = renderImportRules({
      zones: [{ files: ['a/**'], filesExcept: ['a/b/**'], target: ['c/**'], except: [{ path: 'c/d.ts', why: 'the reason' }], lazy: [{ from: 'a/e.ts', path: 'c/f.tsx', why: 'the shell' }], message: 'm' }],
      kernelScreens: ['x', 'y'],
      computedImports: [{ from: 'a/g.ts', why: 'its build' }],
    });
    expect(rendered).toContain('| `a/**` but `a/b/**` | `c/**` | `c/d.ts` (the reason) | from `a/e.ts`: `c/f.tsx` (the shell) |');
    expect(rendered).toContain('`x` -> `y`');
    expect(rendered).toContain('`a/g.ts` (its build)');
  });
});
