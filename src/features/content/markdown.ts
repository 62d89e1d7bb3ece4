import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { figureNames, placeholderPattern } from './figures.ts';
import { sanitizeLink } from './links.ts';

/**
 * How a content page is laid out: a plain document; terms whose numbered headings ("## 3. Deposits",
 * "### 3.2 ...") are points addressable as /terms-and-conditions/{pointId}; an FAQ whose second-level headings
 * are questions, each answered by what follows it.
 */
export type ContentKind = 'document' | 'terms' | 'faq';

/** Parses an operator's Markdown (CommonMark; raw HTML is parsed as `html` nodes, which nothing renders). */
export function parseContent(text: string): Root {
  return fromMarkdown(text);
}

/** The text a node shows (for titles, search and ids). */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

const pointNumber = /^(\d+(?:\.\d+)*)\.?\s/;

/** A terms heading's point id: "3.2" for "### 3.2 Withdrawals" (§9 terms are numbered). */
export function pointIdOf(heading: Heading): string | undefined {
  return pointNumber.exec(plainText(heading).trim())?.[1];
}

/** A block of a terms text: a node, or a numbered point holding everything up to the next point of its level. */
export type TermsBlock = { type: 'node'; node: RootContent } | { type: 'point'; id: string; heading: Heading; children: TermsBlock[] };

/** Nests a terms text into its numbered points. */
export function termsBlocks(nodes: readonly RootContent[]): TermsBlock[] {
  const root: TermsBlock[] = [];
  const stack: { depth: number; children: TermsBlock[] }[] = [{ depth: 0, children: root }];
  for (const node of nodes) {
    const id = node.type === 'heading' ? pointIdOf(node) : undefined;
    if (node.type === 'heading') {
      while (stack.length > 1 && stack[stack.length - 1].depth >= node.depth) stack.pop();
    }
    if (node.type === 'heading' && id) {
      const point: TermsBlock = { type: 'point', id, heading: node, children: [] };
      stack[stack.length - 1].children.push(point);
      stack.push({ depth: node.depth, children: point.children });
    } else {
      stack[stack.length - 1].children.push({ type: 'node', node });
    }
  }
  return root;
}

/** Every point id of a terms text, in reading order. */
export function termsPointIds(root: Root): string[] {
  return root.children.flatMap((node) => (node.type === 'heading' ? (pointIdOf(node) ?? []) : []));
}

/** One FAQ entry: the question (a second-level heading) and the nodes that answer it. */
export interface FaqEntry {
  question: Heading;
  answer: RootContent[];
}

/** Splits an FAQ text into its introduction (after the title) and its questions. */
export function faqEntries(nodes: readonly RootContent[]): { intro: RootContent[]; entries: FaqEntry[] } {
  const intro: RootContent[] = [];
  const entries: FaqEntry[] = [];
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth === 2) entries.push({ question: node, answer: [] });
    else if (entries.length) entries[entries.length - 1].answer.push(node);
    else intro.push(node);
  }
  return { intro, entries };
}

/** A page's title (its first-level heading) and the rest of it. */
export function splitTitle(root: Root): { title: Heading | undefined; body: RootContent[] } {
  const [first, ...rest] = root.children;
  if (first?.type === 'heading' && first.depth === 1) return { title: first, body: rest };
  return { title: undefined, body: root.children };
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
