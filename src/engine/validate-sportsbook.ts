import sportsbookFile from '../../config/sportsbook/index.ts';
import { sportsbookSchema, type SportsbookConfig } from '../../schemas/config/sportsbook.ts';
import { ConfigError } from './validate-config.ts';

// CONVENTIONS 2 for the sportsbook kind: parsed with its zod schema (and its cross-checks) at build
// (scripts/check-config.ts) and in tests; a bad file fails with its path and the offending field, e.g.
//   config/sportsbook/sports/tennis.ts: listLayout: Unknown list layout "two-ways"
// The browser reads config/sportsbook/index.ts as it is, without zod.

/** The file an issue at `path` of the assembled config comes from, and the path within that file. */
function fileOf(value: unknown, path: readonly PropertyKey[]): { file: string; path: PropertyKey[] } {
  const [section, index, ...rest] = path;
  if (section === 'sports' && typeof index === 'number') {
    const key = (value as { sports?: { key?: unknown }[] }).sports?.[index]?.key;
    if (typeof key === 'string' && /^[a-z0-9-]+$/.test(key)) return { file: `config/sportsbook/sports/${key}.ts`, path: rest };
  }
  if (section === 'marketTemplates' && index !== undefined) return { file: 'config/sportsbook/market-templates.ts', path: [index, ...rest] };
  if (section === 'listLayouts' && index !== undefined) return { file: 'config/sportsbook/list-layouts.ts', path: [index, ...rest] };
  return { file: 'config/sportsbook/index.ts', path: [...path] };
}

/** Parses and cross-checks config/sportsbook/; throws a ConfigError naming the file and field of the first problem. */
export function validateSportsbook(value: unknown = sportsbookFile): SportsbookConfig {
  const result = sportsbookSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
  const { file, path } = fileOf(value, issue.path);
  throw new ConfigError(file, path, issue.message + more);
}
