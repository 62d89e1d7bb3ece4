import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SportEmbedConfig } from '../../../schemas/config/sport-embed.ts';
import { getGetUserQueryKey } from '../../api/accounts.ts';
import { useGetOddsFormat } from '../../api/profile.ts';
import { getQueryClient } from '../../api/query-client.ts';
import { sportEmbedOrigin } from '../../api/runtime-config.ts';
import { getSportToken, loginSportProvider } from '../../api/sport-embeds.ts';
import { href } from '../../engine/hrefs.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useCurrentRoute, useRouteParams } from '../../engine/route-handle.ts';
import { MessageBlock, MessageText, MessageTitle } from '../../engine/screens/message-page.tsx';
import { authStore, useIsAuth } from '../../stores/auth.ts';
import { useLocale } from '../../stores/locale.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { isDesktopViewport } from '../../ui/use-viewport.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { usePageSaysFailure } from '../connection/index.ts';
import { runEmbed, type EmbedFailure, type PageAction } from './embed-runner.ts';
import { reportEmbedFailure } from './failure-report.ts';

const EmbedArea = styled.div`
  width: 100%;
  min-height: 320px;
  & iframe {
    display: block;
    width: 100%;
    border: 0;
    min-height: 320px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

/** The embed a route belongs to (config/sport-embeds: each embed lists its routes). */
function embedOfRoute(routeId: string | undefined): SportEmbedConfig | undefined {
  return appConfig.sportEmbeds.find((embed) => embed.routes.some((route) => route.id === routeId));
}

/** The route's params as the embed names them: config `params` renames, the route's `fixedParams` add. */
function embedRouteParams(embed: SportEmbedConfig, routeId: string, params: Record<string, string | undefined>): Record<string, string> {
  const fixed = embed.routes.find((route) => route.id === routeId)?.fixedParams ?? {};
  const merged: Record<string, string | undefined> = { ...params, ...fixed };
  const renamed: Record<string, string> = {};
  for (const [routeParam, embedParam] of Object.entries(embed.params ?? {})) {
    const value = merged[routeParam];
    if (value !== undefined && value !== '') renamed[embedParam] = value;
  }
  return renamed;
}

/** Which token call the embed's config names (§3 Sport token, §7). */
function tokenCall(embed: SportEmbedConfig, lang: string) {
  return embed.token.source === 'integration-login' ? () => loginSportProvider(embed.id, { lang }) : () => getSportToken();
}

/**
 * A third-party sport page (§2 /sport/sft, /sport/alt, /sport/dgt): the embed its config describes, with the
 * player's token ('-' for a guest), language, direction and odds format. Signing in or out, changing language or
 * odds format, or a new view restarts it in place (no page reload). A failure shows a localized message with a
 * retry and the native sportsbook, never a blank area.
 */
export default function SportEmbedPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const params = useRouteParams();
  const isAuth = useIsAuth();
  const { lang, dir } = useLocale();
  const { format } = useOddsFormat();
  // A player's embed starts once their odds format is known, not with the default and again a moment later.
  // (the same cache entry useOddsFormat reads; a failed fetch starts it with the default).
  const waitsForFormat = useGetOddsFormat({ query: { enabled: isAuth, staleTime: Infinity } }).isPending && isAuth;
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | EmbedFailure>('loading');
  const [rejected, setRejected] = useState(0);
  // While the page's notice or offline banner says a failure (the API's calls failed too), the embed's own message
  // waits: one failure, one message and one retry (§8); it shows once the page's calls are back.
  const pageSaysFailure = usePageSaysFailure();
  const embed = embedOfRoute(route?.routeId);
  const routeParams = useMemo(() => (embed && route ? embedRouteParams(embed, route.routeId, params) : {}), [embed, route, params]);
  const routeKey = JSON.stringify(routeParams);
  const actions = useRef<(action: PageAction) => void>(() => {});
  actions.current = (action) => {
    if (action === 'balance-changed') {
      // One refetch of the player (header balance); one already on its way is not doubled.
      if (isAuth) void getQueryClient().refetchQueries({ queryKey: getGetUserQueryKey(), type: 'active' }, { cancelRefetch: false });
    } else if (action === 'open-deposit' && isAuth) {
      void navigate(href('profile-replenishment'));
    } else if (isAuth) {
      // A signed-in player has nothing to sign in to: the embed's request is ignored (its token renews by itself).
    } else if (isDesktopViewport()) {
      // §6: a guest who wants to bet or deposit signs in first.
      void navigate(href('auth-sign-in'));
    } else {
      openProfilePanel();
    }
  };

  useEffect(() => {
    const element = container.current;
    if (!embed || !element || waitsForFormat) return;
    setStatus('loading');
    const run = runEmbed({
      embed,
      origin: sportEmbedOrigin(embed.id),
      container: element,
      signedIn: isAuth,
      culture: embed.cultures[lang] ?? lang,
      oddsFormat: embed.oddsFormats[String(format)] ?? String(format),
      direction: dir,
      route: JSON.parse(routeKey) as Record<string, string>,
      title: t('sportEmbeds.frameTitle'),
      fetchToken: tokenCall(embed, lang),
      now: () => Date.now() + authStore.clockOffsetMs,
      onReady: () => setStatus('ready'),
      onFailed: (reason) => {
        reportEmbedFailure(embed.id, reason);
        setStatus(reason);
      },
      onAction: (action) => actions.current(action),
      onRejected: setRejected,
    });
    return () => run.stop();
    // t is left out on purpose: a language change restarts through `lang`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [embed, isAuth, lang, dir, format, routeKey, attempt, waitsForFormat]);

  if (!embed) return null;
  const failed = status !== 'loading' && status !== 'ready';
  return (
    <section aria-labelledby="sport-embed-title" data-testid="sport-embed" data-embed={embed.id} data-status={status} data-rejected-messages={rejected}>
      <VisuallyHidden as="h1" id="sport-embed-title">
        {t(embed.routes.find((candidate) => candidate.id === route?.routeId)?.titleKey ?? 'sportEmbeds.frameTitle')}
      </VisuallyHidden>
      {status === 'loading' && (
        <p role="status" aria-live="polite">
          {t('sportEmbeds.loading')}
        </p>
      )}
      {failed && !pageSaysFailure && (
        <MessageBlock role="alert" data-testid="sport-embed-failure">
          <MessageTitle as="h2">{t('sportEmbeds.failed.title')}</MessageTitle>
          <MessageText>{t(`sportEmbeds.failed.${status}`)}</MessageText>
          <Actions>
            <Button onClick={() => setAttempt((value) => value + 1)}>{t('sportEmbeds.failed.retry')}</Button>
            <ButtonLink variant="secondary" to={href('sport-page', { section: 'Home' })}>
              {t('sportEmbeds.failed.native')}
            </ButtonLink>
          </Actions>
        </MessageBlock>
      )}
      <EmbedArea ref={container} hidden={failed} />
    </section>
  );
}
