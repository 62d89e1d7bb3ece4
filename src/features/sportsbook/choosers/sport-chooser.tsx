import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListSportsbookSports } from '../../../api/sportsbook.ts';
import { href } from '../../../engine/hrefs.ts';
import { MenuLinksScreen } from '../../../engine/menu-links-screen.tsx';
import { pickRowBox } from '../../../ui/control-box.ts';
import { focusRing } from '../../../ui/focus-ring.ts';
import { theme } from '../../../ui/theme.ts';
import { VisuallyHidden } from '../../../ui/primitives/visually-hidden.tsx';
import { SportsbookSearch } from '../search/sportsbook-search.tsx';
import { sportsWithCounts } from './sport-catalogue.ts';
import { SportIcon } from './sport-icon.tsx';

// §2 sport/ and sport-live choosers: the sports on offer now, each with its count, linking to its prematch or live
// list; then the other sport pages of the menu slot (embedded providers). Counts come from the feed and are read
// again every half minute while the chooser is open (events start and finish); names, icons and order from config.

/** How often the counts are read again while a chooser is open. */
const countsRefreshMs = 30_000;

const Section = styled.section({ marginBlock: theme.space[4] });

const Heading = styled.h3({ margin: `0 0 ${theme.space[2]}px`, fontSize: theme.fontSizes[1], color: theme.colors.textMuted, textTransform: 'uppercase' });

const Grid = styled.ul({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const SportLink = styled(Link)({
  ...pickRowBox(theme),
  gap: theme.space[2],
  background: theme.colors.surfaceRaised,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.border },
  ...focusRing(theme),
});

const SportName = styled.span({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Count = styled.span<{ live: boolean }>(({ live }) => ({
  flex: 'none',
  minInlineSize: 28,
  padding: `0 ${theme.space[2]}px`,
  borderRadius: theme.radii[4],
  background: live ? theme.colors.danger : theme.colors.background,
  color: live ? '#1a0000' : theme.colors.text,
  fontSize: theme.fontSizes[0],
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
}));

// Styled with the theme object itself, like the engine's modal: the chooser renders inside the modal's portal.
const RetryButton = styled.button({
  marginBlockStart: theme.space[2],
  minBlockSize: 44,
  padding: `0 ${theme.space[4]}px`,
  border: `1px solid ${theme.colors.controlBorder}`,
  borderRadius: theme.radii[2],
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  cursor: 'pointer',
  ...focusRing(theme),
});

const Message = styled.p({ margin: 0, color: theme.colors.textMuted });

export interface SportChooserProps {
  /** Which count is shown and which list a sport opens: §2 prematch/{id} or live/{id}. */
  section: 'prematch' | 'live';
  /** The menu slot of the other sport pages (config/menus/slots.ts). */
  menuSlot: string;
}

export function SportChooser({ section, menuSlot }: SportChooserProps) {
  const { t } = useTranslation();
  const sports = useListSportsbookSports({
    // One quiet retry, then the message and its button: the player decides when to try again.
    query: { refetchInterval: countsRefreshMs, staleTime: countsRefreshMs / 2, retry: 1, meta: { handlesErrors: true } },
  });
  const live = section === 'live';
  const headingId = `sport-chooser-${section}`;
  const listed = sports.data ? sportsWithCounts(sports.data.items, section) : [];

  return (
    <>
      <SportsbookSearch />
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>{t(live ? 'sportsbookNav.chooser.liveHeading' : 'sportsbookNav.chooser.prematchHeading')}</Heading>
        {sports.isPending ? (
          <Message role="status" aria-busy="true">
            {t('sportsbookNav.chooser.loading')}
          </Message>
        ) : sports.isError && !sports.data ? (
          <div role="alert">
            <Message>{t('sportsbookNav.chooser.failed')}</Message>
            <RetryButton type="button" onClick={() => void sports.refetch()}>
              {t('sportsbookNav.chooser.retry')}
            </RetryButton>
          </div>
        ) : listed.length === 0 ? (
          <Message>{t(live ? 'sportsbookNav.chooser.emptyLive' : 'sportsbookNav.chooser.emptyPrematch')}</Message>
        ) : (
          <Grid>
            {listed.map(({ sport, count }) => (
              <li key={sport.id}>
                <SportLink to={href('sportsbook-type', { type: section, activeSport: sport.id })} data-sport-id={sport.id}>
                  <SportIcon name={sport.icon} />
                  <SportName>{t(sport.labelKey)}</SportName>
                  <Count live={live}>
                    {count}
                    <VisuallyHidden> {t('sportsbookNav.chooser.events')}</VisuallyHidden>
                  </Count>
                </SportLink>
              </li>
            ))}
          </Grid>
        )}
      </Section>
      <MenuLinksScreen slot={menuSlot} />
    </>
  );
}
