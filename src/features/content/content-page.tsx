import styled from '@emotion/styled';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../engine/load-config.ts';
import { Loading } from '../../engine/loading.tsx';
import { useCurrentRoute } from '../../engine/route-handle.ts';
import { findLanguage, getDefaultLanguage } from '../../i18n/languages.ts';
import { FaqView } from './faq-accordion.tsx';
import { contentFigures } from './figures.ts';
import { loadContent, contentPageForRoute } from './load-content.ts';
import { splitTitle } from './markdown.ts';
import { renderBlocks, type RenderContext } from './render-markdown.tsx';
import { Notice } from './notice.tsx';
import { TermsView } from './terms-view.tsx';

const routePaths = appConfig.routes.map((route) => route.path);

const Article = styled.article(({ theme: t }) => ({
  maxWidth: '72ch',
  marginInline: 'auto',
  paddingBlock: t.space[5],
  paddingInline: t.space[4],
  color: t.colors.text,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  h1: { fontSize: t.fontSizes[5], marginBlock: `0 ${t.space[4]}px` },
  h2: { fontSize: t.fontSizes[4], marginBlock: `${t.space[5]}px ${t.space[2]}px` },
  h3: { fontSize: t.fontSizes[3], marginBlock: `${t.space[4]}px ${t.space[2]}px` },
  'h1:focus, h2:focus, h3:focus': { outline: 'none' },
  'h1:focus-visible, h2:focus-visible, h3:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
  a: { color: t.colors.link, textDecoration: 'underline' },
  'a:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
  'ul, ol': { paddingInlineStart: t.space[5] },
  blockquote: { marginInline: 0, paddingInlineStart: t.space[4], borderInlineStart: `4px solid ${t.colors.border}`, color: t.colors.textMuted },
}));


/** The shared frame of every content page: language of the text, fallback notice, title. */
function ContentBody({ pageId, kind }: { pageId: string; kind: 'document' | 'terms' | 'faq' }) {
  const { t, i18n } = useTranslation();
  const defaultLanguage = getDefaultLanguage().code;
  const content = use(loadContent(pageId, i18n.language, defaultLanguage));
  const textLanguage = findLanguage(content.language);
  const { title, body } = splitTitle(content.root);
  // §9 figures in the text's own language conventions, from the market config, never retyped.
  const context: RenderContext = useMemo(
    () => ({ figures: contentFigures(appConfig.market, textLanguage.dateLocale), routePaths, opensInNewTab: t('content.opensInNewTab') }),
    [textLanguage.dateLocale, t],
  );
  let view: ReactNode;
  if (kind === 'terms') view = <TermsView body={body} context={context} />;
  else if (kind === 'faq') view = <FaqView body={body} context={context} />;
  else view = renderBlocks(body, context);
  return (
    <Article aria-labelledby="content-title" data-page={pageId}>
      {content.fallback && (
        <Notice role="note" data-testid="content-fallback">
          {t('content.fallbackNotice', { language: findLanguage(i18n.language).label, fallback: textLanguage.label })}
        </Notice>
      )}
      <div lang={textLanguage.code} dir={textLanguage.dir}>
        <h1 id="content-title" tabIndex={-1}>
          {title ? renderBlocks(title.children as never, context) : null}
        </h1>
        {view}
      </div>
    </Article>
  );
}

/** The screen of every content route (§2 help, FAQ, terms, /persons, /main; responsible gambling). */
export default function ContentPage() {
  const route = useCurrentRoute();
  const page = route ? contentPageForRoute(route.routeId) : undefined;
  if (!page) throw new Error(`config/content/index.ts: no content page shows route "${route?.routeId}"`);
  return (
    <Suspense fallback={<Loading />}>
      <ContentBody key={page.id} pageId={page.id} kind={page.kind} />
    </Suspense>
  );
}
