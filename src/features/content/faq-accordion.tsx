import styled from '@emotion/styled';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootContent } from 'mdast';
import { interpolateFigures } from './figures.ts';
import { faqEntries, plainText } from './markdown.ts';
import { DisclosureButton } from '../../ui/primitives/disclosure.tsx';
import { Notice } from './notice.tsx';
import { renderBlocks, renderNodes, type RenderContext } from './render-markdown.tsx';
import { fieldBox } from '../../ui/control-box.ts';

const Search = styled.div(({ theme: t }) => ({
  display: 'grid',
  gap: t.space[1],
  marginBlock: `${t.space[4]}px ${t.space[3]}px`,
  label: { fontWeight: 600 },
  input: { ...fieldBox(t), borderRadius: t.radii[1] },
  'input:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
}));

const Count = styled.p(({ theme: t }) => ({ margin: `0 0 ${t.space[3]}px`, color: t.colors.textMuted }));

const Item = styled.div(({ theme: t }) => ({
  borderBlockEnd: `1px solid ${t.colors.border}`,
  h2: { margin: 0, fontSize: t.fontSizes[2] },
  '[data-answer]': { paddingBlockEnd: t.space[3], paddingInline: t.space[3] },
}));

/** Lower case, without accents or Arabic diacritics, so "depot" finds "dépôt". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The FAQ (§2 /faq and its subpages) as an accordion (WAI-ARIA pattern: each question a button in a heading,
 * aria-expanded and aria-controls, arrows, Home and End move between questions) with a search over questions
 * and answers.
 */
export function FaqView({ body, context }: { body: RootContent[]; context: RenderContext }) {
  const { t } = useTranslation();
  const baseId = useId();
  const { intro, entries } = useMemo(() => faqEntries(body), [body]);
  const searchable = useMemo(
    () => entries.map((entry) => normalize(interpolateFigures([entry.question, ...entry.answer].map(plainText).join(' '), context.figures))),
    [entries, context.figures],
  );
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const visible = entries.map((_, index) => index).filter((index) => words.every((word) => searchable[index].includes(word)));

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length].focus();
  };

  return (
    <>
      {renderBlocks(intro, context)}
      <Search role="search">
        <label htmlFor={`${baseId}-search`}>{t('content.faq.searchLabel')}</label>
        <input id={`${baseId}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </Search>
      <Count role="status" aria-live="polite">
        {query ? t('content.faq.found', { count: visible.length }) : t('content.faq.total', { count: entries.length })}
      </Count>
      {visible.length === 0 && <Notice>{t('content.faq.noResults')}</Notice>}
      <div ref={list}>
        {visible.map((index) => {
          const entry = entries[index];
          const expanded = open.has(index);
          return (
            <Item key={index}>
              <h2>
                <DisclosureButton id={`${baseId}-q${index}`} expanded={expanded} controls={`${baseId}-a${index}`} onClick={() => toggle(index)} onKeyDown={onKeyDown}>
                  {renderNodes(entry.question.children, context)}
                </DisclosureButton>
              </h2>
              <div id={`${baseId}-a${index}`} role="region" aria-labelledby={`${baseId}-q${index}`} hidden={!expanded} data-answer="">
                {renderBlocks(entry.answer, context)}
              </div>
            </Item>
          );
        })}
      </div>
    </>
  );
}
