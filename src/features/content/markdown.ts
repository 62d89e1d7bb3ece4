import type { Heading, Nodes, Root, RootContent } from 'mdast';

// A content page's tree, as the browser and the server's render read it. The tree is parsed from the operator's
// Markdown at build (markdown-source.ts, scripts/markdown-tree-loader.ts): no Markdown parser is in the browser's
// scripts (docs/product.md §2 Speed: it weighed 13 KB gzip on every content page's first load).

/**
 * How a content page is laid out: a plain document; terms whose numbered headings ("## 3. Deposits",
 * "### 3.2 ...") are points addressable as /terms-and-conditions/{pointId}; an FAQ whose second-level headings
 * are questions, each answered by what follows it.
 */
export type ContentKind = 'document' | 'terms' | 'faq';

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
