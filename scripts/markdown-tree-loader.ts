// The build's loader of `config/content/<language>/<page>.md?tree` (rsbuild.config.ts, and the unit tests' plugin in
// vitest.config.ts): the operator's Markdown becomes the module of its tree, so the browser renders a content page
// without a Markdown parser (docs/product.md §2 Speed). The build's config gate has already checked every file
// (src/features/content/validate-content.ts).
import { contentTree } from '../src/features/content/markdown-source.ts';

/** The rspack rule of every build that bundles config/content (the site's, the fixture kit's): `.md?tree` through this loader. */
export const markdownTreeRule = { test: /\.md$/, resourceQuery: /tree/, type: 'javascript/auto', use: [{ loader: import.meta.filename }] };

/** The module a content file becomes: its tree as data. */
export function markdownTreeModule(text: string): string {
  return `export default ${JSON.stringify(contentTree(text))};`;
}

export default function markdownTreeLoader(text: string): string {
  return markdownTreeModule(text);
}
