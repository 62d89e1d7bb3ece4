import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { appConfig } from '../../engine/load-config.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { theme } from '../../ui/theme.ts';
import { Card, Muted } from '../../ui/panels.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: ${theme.space[5]}px ${theme.space[4]}px;
  color: ${theme.colors.text};
  h1,
  h2 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: ${theme.space[5]}px;
  }
  li {
    min-block-size: 24px;
    padding-block: ${theme.space[1]}px;
  }
  a {
    color: ${theme.colors.link};
  }
  /* One link above the other: each at least 24 px high (WCAG 2.5.8), or a phone's Arabic line packs them closer. */
  li a {
    display: inline-block;
    min-block-size: 24px;
    padding-block: 2px;
  }
`;

/**
 * §4 Account rules from the terms: where a player lands after pausing or excluding themselves, signed out. It says
 * until when (the reactivation date the server gave, in the address so a reload keeps it) and where to find help:
 * the market's help organisations (config/markets/<id>.ts helpOrganisations) and the responsible-gambling page.
 */
export default function SelfExcludedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const from = Date.parse(search.get('from') ?? '');
  const organisations = appConfig.market.helpOrganisations ?? [];
  return (
    <Page>
      <h1>{t('profile.selfExcluded.title')}</h1>
      <p data-testid="self-excluded-until">{Number.isNaN(from) ? t('profile.selfExcluded.permanent') : t('profile.selfExcluded.until', { date: formatDateTime(from) })}</p>
      <Card>
        <h2>{t('profile.selfExcluded.helpTitle')}</h2>
        {organisations.length > 0 && (
          <>
            <Muted>{t('profile.selfExcluded.helpIntro')}</Muted>
            <ul data-testid="help-organisations">
              {organisations.map((organisation) => (
                <li key={organisation.url}>
                  <a href={organisation.url} target="_blank" rel="noopener noreferrer">
                    {organisation.name} <span>{t('profile.selfExcluded.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to={href('responsible-gambling')}>{t('profile.selfExcluded.responsible')}</Link>
        </p>
      </Card>
    </Page>
  );
}
