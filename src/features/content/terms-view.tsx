import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RootContent } from 'mdast';
import { href } from '../../engine/hrefs.ts';
import { useRouteParams } from '../../engine/route-handle.ts';
import { interpolateFigures } from './figures.ts';
import { termsBlocks, plainText, type TermsBlock } from './markdown.ts';
import { renderBlocks, renderNodes, type RenderContext } from './render-markdown.tsx';
import { Notice } from './notice.tsx';

const Point = styled.section(({ theme: t }) => ({
  scrollMarginBlockStart: 96,
  borderRadius: t.radii[2],
  '&[data-highlighted]': {
    outline: `2px solid ${t.colors.focus}`,
    outlineOffset: t.space[1],
    background: t.colors.surfaceRaised,
    paddingInline: t.space[2],
  },
}));

const Contents = styled.nav(({ theme: t }) => ({
  marginBlockEnd: t.space[5],
  padding: t.space[3],
  border: `1px solid ${t.colors.border}`,
  borderRadius: t.radii[2],
  h2: { marginBlockStart: 0 },
  ol: { listStyle: 'none', paddingInlineStart: 0, margin: 0, display: 'grid', gap: t.space[1] },
}));

function renderTermsBlocks(blocks: TermsBlock[], context: RenderContext, highlighted: string | undefined): ReactNode[] {
  return blocks.map((block, index) => {
    if (block.type === 'node') return renderBlocks([block.node], context)[0] ?? null;
    const Heading = `h${block.heading.depth}` as 'h2';
    return (
      <Point key={`point-${block.id}-${index}`} id={`point-${block.id}`} aria-labelledby={`point-heading-${block.id}`} data-highlighted={highlighted === block.id ? '' : undefined}>
        <Heading id={`point-heading-${block.id}`} tabIndex={-1}>
          {renderNodes(block.heading.children, context)}
        </Heading>
        {renderTermsBlocks(block.children, context, highlighted)}
      </Point>
    );
  });
}

/**
 * Terms with numbered points (§9): /terms-and-conditions/{pointId} scrolls to the point, highlights it and moves
 * focus to its heading, so a link from a bet slip or an e-mail lands on the rule it cites; an unknown point shows
 * the whole terms with a notice.
 */
export function TermsView({ body, context }: { body: RootContent[]; context: RenderContext }) {
  const { t } = useTranslation();
  const { pointId } = useRouteParams();
  const blocks = termsBlocks(body);
  const all: string[] = [];
  const collect = (list: TermsBlock[]) => {
    for (const block of list) {
      if (block.type !== 'point') continue;
      all.push(block.id);
      collect(block.children);
    }
  };
  collect(blocks);
  const known = pointId !== undefined && all.includes(pointId);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // Layout effect: the point is in view before the first paint, with no jump from the top.
  useLayoutEffect(() => {
    if (!pointId) return;
    if (known) {
      document.getElementById(`point-${pointId}`)?.scrollIntoView({ block: 'start' });
      document.getElementById(`point-heading-${pointId}`)?.focus({ preventScroll: true });
    }
  }, [pointId, known]);
  useEffect(() => {
    if (pointId && !known) noticeRef.current?.focus();
  }, [pointId, known]);

  const topLevel = blocks.filter((block): block is Extract<TermsBlock, { type: 'point' }> => block.type === 'point');
  return (
    <>
      {pointId !== undefined && !known && (
        <Notice ref={noticeRef} tabIndex={-1} role="status" data-testid="unknown-point">
          {t('content.terms.unknownPoint', { point: pointId })}
        </Notice>
      )}
      {topLevel.length > 1 && (
        <Contents aria-labelledby="terms-contents">
          <h2 id="terms-contents">{t('content.terms.contents')}</h2>
          <ol>
            {topLevel.map((point) => (
              <li key={point.id}>
                <Link to={href('terms-and-conditions-point', { pointId: point.id })}>{interpolateFigures(plainText(point.heading), context.figures)}</Link>
              </li>
            ))}
          </ol>
        </Contents>
      )}
      {renderTermsBlocks(blocks, context, known ? pointId : undefined)}
    </>
  );
}
