import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPages as declaredPages, contentSources as declaredSources, type ContentPageDeclaration, type ContentSource } from '../../../config/content/index.ts';
import { ConfigError } from '../../engine/validate-config.ts';
import { checkContent } from './markdown-source.ts';

// The build check of config/content (run by scripts/check-config.ts and the unit tests; Node only, it reads the
// files from disk): every page file parses and passes checkContent, the default language has every page, the
// list in config/content/index.ts matches the files, and each page's routes exist. A bad file stops the build
// with its own name and line, e.g.
//   config/content/<language>/help.md:12: Link "javascript:alert(1)" is neither a route of this site nor an http(s) address

/** A problem in one content file, named by its path and line. */
export class ContentError extends ConfigError {
  constructor(file: string, line: number | undefined, message: string) {
    super(file, [], message);
    this.message = line === undefined ? `${file}: ${message}` : `${file}:${line}: ${message}`;
    this.name = 'ContentError';
  }
}

export interface ContentCheckInput {
  /** Folder holding <language>/<page>.md (default: the repository's config/content). */
  folder?: string;
  /** How files are named in messages (default "config/content"). */
  displayFolder?: string;
  /** Languages the market offers, and its default (which must have every page). */
  languages: readonly string[];
  /**
   * Every language of the deployment (config/languages/index.ts; default: the market's). Pages may be written in any
   * of them, so one codebase serves markets that offer fewer languages; a market shows only its own.
   */
  deploymentLanguages?: readonly string[];
  defaultLanguage: string;
  /** Route patterns and ids of config/routes (links are checked against the first, page routes against the second). */
  routePaths: readonly string[];
  routeIds: readonly string[];
  pages?: readonly ContentPageDeclaration[];
  sources?: Readonly<Partial<Record<string, Readonly<Partial<Record<string, ContentSource>>>>>>;
}

export interface ContentCheckResult {
  files: number;
  /** Per language, the pages it lacks (shown in the default language with a notice). */
  missing: Record<string, string[]>;
}

const repositoryContentFolder = fileURLToPath(new URL('../../../config/content/', import.meta.url));

/** Checks every content file; throws a ContentError naming the first bad file. */
export function validateContent(input: ContentCheckInput): ContentCheckResult {
  const folder = input.folder ?? repositoryContentFolder;
  const display = input.displayFolder ?? 'config/content';
  const pages = input.pages ?? declaredPages;
  const sources = input.sources ?? declaredSources;
  const index = `${display}/index.ts`;
  const pageIds = new Set(pages.map((page) => page.id));

  for (const page of pages) {
    for (const route of page.routes) {
      if (!input.routeIds.includes(route)) throw new ContentError(index, undefined, `page "${page.id}": unknown route "${route}" (config/routes)`);
    }
  }
  const deploymentLanguages = input.deploymentLanguages ?? input.languages;
  for (const language of Object.keys(sources)) {
    if (!deploymentLanguages.includes(language)) throw new ContentError(index, undefined, `"${language}" is not a language of this deployment (config/languages/index.ts)`);
  }

  let files = 0;
  const missing: Record<string, string[]> = {};
  for (const language of new Set([...input.languages, ...deploymentLanguages])) {
    const directory = join(folder, language);
    const onDisk = existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.md')) : [];
    for (const name of onDisk) {
      const id = name.slice(0, -'.md'.length);
      if (!pageIds.has(id)) throw new ContentError(`${display}/${language}/${name}`, undefined, `no page "${id}" in ${index}`);
      if (!sources[language]?.[id]) throw new ContentError(`${display}/${language}/${name}`, undefined, `not listed under "${language}" in ${index}`);
    }
    for (const page of pages) {
      const file = `${display}/${language}/${page.id}.md`;
      const listed = Boolean(sources[language]?.[page.id]);
      const exists = onDisk.includes(`${page.id}.md`);
      if (!exists) {
        if (language === input.defaultLanguage) throw new ContentError(file, undefined, 'missing: the default language must have every page');
        if (listed) throw new ContentError(file, undefined, `listed in ${index} but the file is missing`);
        if (input.languages.includes(language)) (missing[language] ??= []).push(page.id);
        continue;
      }
      const issues = checkContent(readFileSync(join(directory, `${page.id}.md`), 'utf8'), page.kind, input.routePaths);
      if (issues.length) throw new ContentError(file, issues[0].line, issues[0].message);
      files++;
    }
  }
  return { files, missing };
}
