import type { ReactNode } from 'react';
import type { Nodes, RootContent } from 'mdast';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { interpolateFigures, type Figures } from './figures.ts';
import { sanitizeLink } from './links.ts';

/** What rendering a content text needs: the market's figures, the site's routes, the words for a new tab. */
export interface RenderContext {
  figures: Figures;
  routePaths: readonly string[];
  /** Read by screen readers after an external link's text (it opens in a new tab). */
  opensInNewTab: string;
}

/**
 * Renders an mdast tree to React elements, one element per node kind it knows. It never builds an HTML string:
 * `html` nodes (raw HTML an operator typed), images and link references render nothing or their text, and a link
 * whose address is not a site route or an http(s) page renders as plain text (see links.ts).
 */
export function renderNodes(nodes: readonly Nodes[], context: RenderContext): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, context, index));
}

function renderNode(node: Nodes, context: RenderContext, key: number): ReactNode {
  const children = () => ('children' in node ? renderNodes(node.children as Nodes[], context) : null);
  switch (node.type) {
    case 'root':
      return children();
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const Tag = `h${node.depth}` as 'h1';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'text':
      return interpolateFigures(node.value, context.figures);
    case 'emphasis':
      return <em key={key}>{children()}</em>;
    case 'strong':
      return <strong key={key}>{children()}</strong>;
    case 'delete':
      return <del key={key}>{children()}</del>;
    case 'inlineCode':
      return <code key={key}>{interpolateFigures(node.value, context.figures)}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {children()}
        </ol>
      ) : (
        <ul key={key}>{children()}</ul>
      );
    case 'listItem':
      // A tight list item's paragraph is shown without its margins, as Markdown readers expect.
      return <li key={key}>{node.spread ? children() : node.children.flatMap((child, index) => (child.type === 'paragraph' ? renderNodes(child.children, context) : [renderNode(child, context, index)]))}</li>;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'break':
      return <br key={key} />;
    case 'link': {
      const link = sanitizeLink(node.url, context.routePaths);
      if (!link) return <span key={key}>{children()}</span>;
      if (link.kind === 'internal') {
        return (
          <RouterLink key={key} to={link.to}>
            {children()}
          </RouterLink>
        );
      }
      return (
        <a key={key} href={link.href} target="_blank" rel="noopener noreferrer" data-external="">
          {children()}
          <VisuallyHidden> ({context.opensInNewTab})</VisuallyHidden>
          <span aria-hidden="true"> ↗</span>
        </a>
      );
    }
    case 'linkReference':
      return <span key={key}>{children()}</span>;
    case 'html':
    case 'image':
    case 'imageReference':
    case 'definition':
    case 'footnoteDefinition':
    case 'footnoteReference':
    case 'yaml':
      return null;
    default:
      return 'children' in node ? <span key={key}>{children()}</span> : null;
  }
}

/** Renders top-level blocks. */
export function renderBlocks(nodes: readonly RootContent[], context: RenderContext): ReactNode[] {
  return renderNodes(nodes, context);
}
