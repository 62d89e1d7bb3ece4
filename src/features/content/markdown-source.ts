import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, Root } from 'mdast';
import { figureNames, placeholderPattern } from './figures.ts';
import { sanitizeLink } from './links.ts';
import { faqEntries, pointIdOf, splitTitle, type ContentKind } from './markdown.ts';

// The operator's Markdown, read at build (Node): parsed into the tree the pages render and checked line by line.
// The browser never parses it: the build turns each content file into its tree (scripts/markdown-tree-loader.ts).

/** Parses an operator's Markdown (CommonMark; raw HTML is parsed as `html` nodes, which nothing renders). */
export function parseContent(text: string): Root {
  return fromMarkdown(text);
}

/** The tree a page ships as: parsed, without the source positions only the build's checks read. */
export function contentTree(text: string): Root {
  return JSON.parse(JSON.stringify(parseContent(text), (key, value: unknown) => (key === 'position' ? undefined : value))) as Root;
}

/** A problem in a content file, at a line. */
export interface ContentIssue {
  line: number;
  message: string;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children as Nodes[]) walk(child, visit);
}

/**
 * What is wrong with a content text, line by line: the checks a build runs so that a page never reaches players
 * with raw HTML, an image, a link the renderer would drop, an unknown {{figure}}, or a structure its kind needs.
 */
export function checkContent(text: string, kind: ContentKind, routePaths: readonly string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const root = parseContent(text);
  const lineOf = (node: Nodes) => node.position?.start.line ?? 1;
  const { title, body } = splitTitle(root);
  if (!title) issues.push({ line: 1, message: 'The page must start with its title, a first-level heading ("# Title")' });
  const known = new Set<string>(figureNames);
  walk(root, (node) => {
    if (node.type === 'html') issues.push({ line: lineOf(node), message: 'Raw HTML is not allowed (write Markdown; HTML is never rendered)' });
    if (node.type === 'image' || node.type === 'imageReference') issues.push({ line: lineOf(node), message: 'Images are not allowed in content texts' });
    if (node.type === 'linkReference') issues.push({ line: lineOf(node), message: 'Write links inline, as [text](address)' });
    if (node.type === 'heading' && node.depth === 1 && node !== title) issues.push({ line: lineOf(node), message: 'Only the title may be a first-level heading' });
    if (node.type === 'link' && !sanitizeLink(node.url, routePaths)) {
      issues.push({ line: lineOf(node), message: `Link "${node.url}" is neither a route of this site nor an http(s) address` });
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      for (const match of node.value.matchAll(placeholderPattern)) {
        if (!known.has(match[1])) issues.push({ line: lineOf(node), message: `Unknown figure {{${match[1]}}} (known: ${figureNames.join(', ')})` });
      }
      const stripped = node.value.replace(placeholderPattern, '');
      if (/\{\{|\}\}/.test(stripped)) issues.push({ line: lineOf(node), message: 'Malformed placeholder: write {{figureName}}' });
    }
  });
  if (kind === 'terms') {
    const seen = new Set<string>();
    for (const node of body) {
      const id = node.type === 'heading' ? pointIdOf(node) : undefined;
      if (!id) continue;
      if (seen.has(id)) issues.push({ line: lineOf(node), message: `Point ${id} is numbered twice` });
      seen.add(id);
    }
    if (seen.size === 0) issues.push({ line: 1, message: 'Terms need numbered points ("## 1. Title")' });
  }
  if (kind === 'faq' && faqEntries(body).entries.length === 0) {
    issues.push({ line: 1, message: 'An FAQ needs questions as second-level headings ("## Question?")' });
  }
  return issues.sort((a, b) => a.line - b.line);
}
