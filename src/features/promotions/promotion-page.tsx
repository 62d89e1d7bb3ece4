import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { PromotionConfig } from '../../../schemas/config/promotion.ts';
import { href } from '../../engine/hrefs.ts';
import { useCurrentRoute, useRouteParams } from '../../engine/route-handle.ts';
import { useNotFoundStatus } from '../../engine/server-page.ts';
import { MessageBlock, MessageText, MessageTitle } from '../../engine/screens/message-page.tsx';
import { useIsAuth } from '../../stores/auth.ts';
import { Notice } from '../../ui/panels.tsx';
import { ButtonLink, Link } from '../../ui/primitives/link.tsx';
import { theme } from '../../ui/theme.ts';
import { ctaHref, offerForPage, offerPageHref, offers, welcomeRoute } from './offers.ts';
import { EligibilityBadge, OfferImage, offerImageProps, PromotionsMain } from './promotion-ui.tsx';
import { useOfferText } from './use-offer-text.ts';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;
  @media (min-width: ${theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  p {
    margin: 0;
  }
  h2 {
    margin: ${theme.space[3]}px 0 0;
    font-size: ${theme.fontSizes[3]}px;
  }
  ol {
    margin: 0;
    padding-inline-start: ${theme.space[5]}px;
    line-height: 1.6;
  }
  code {
    font-size: ${theme.fontSizes[2]}px;
    font-weight: 700;
    letter-spacing: 0.05em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
  align-items: center;
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    min-inline-size: 44px;
    min-block-size: 44px;
    align-items: center;
    justify-content: center;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

const NotFound = MessageBlock;

/** An unknown /promotions-detail/{type}: the localized not-found page, with the way on to the offers (§2). */
function UnknownOffer() {
  const { t } = useTranslation();
  // The site's server answers it with 404 (§2 Player journey).
  useNotFoundStatus();
  return (
    <NotFound aria-labelledby="not-found-title" data-testid="promotion-not-found">
      <MessageTitle id="not-found-title" tabIndex={-1}>
        {t('engine.titles.notFound')}
      </MessageTitle>
      <MessageText>{t('promotions.notFound.message')}</MessageText>
      <Actions>
        <ButtonLink to={href('promotions')}>{t('promotions.notFound.allPromotions')}</ButtonLink>
        <ButtonLink variant="secondary" to={href('root')}>
          {t('engine.notFound.backHome')}
        </ButtonLink>
      </Actions>
    </NotFound>
  );
}

function OfferView({ offer }: { offer: PromotionConfig }) {
  const { t } = useTranslation();
  const signedIn = useIsAuth();
  const text = useOfferText()(offer);
  const cta = ctaHref(offer, signedIn);
  const welcomeSteps = offer.page.route === welcomeRoute ? offers.filter((candidate) => candidate.page.route === welcomeRoute) : [];
  return (
    <PromotionsMain data-offer={offer.id}>
      <h1 tabIndex={-1}>{text.title}</h1>
      <Layout>
        <OfferImage {...offerImageProps(offer, true)} fetchPriority="high" />
        <Facts>
          <p>{text.summary}</p>
          <EligibilityBadge>{t(`promotions.eligibility.${offer.eligibility}`)}</EligibilityBadge>
          {offer.promoCode && (
            <p>
              {t('promotions.detail.promoCode')} <code data-testid="promo-code">{offer.promoCode}</code>
            </p>
          )}
          <Actions>
            {cta ? (
              <ButtonLink to={cta} data-testid="promotion-cta">
                {signedIn ? text.cta : t('promotions.cta.signUp')}
              </ButtonLink>
            ) : (
              <Notice role="note">{t('promotions.detail.newPlayersOnly')}</Notice>
            )}
            <Link to={href('promotions')}>{t('promotions.detail.allPromotions')}</Link>
          </Actions>
          <h2 id="offer-terms">{t('promotions.detail.terms')}</h2>
          <ol aria-labelledby="offer-terms">
            {text.terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </ol>
          <p>
            <Link to={href('terms-and-conditions')}>{t('promotions.detail.generalTerms')}</Link>
          </p>
          {welcomeSteps.length > 1 && (
            <nav aria-labelledby="welcome-steps">
              <h2 id="welcome-steps">{t('promotions.detail.welcomeSteps')}</h2>
              <Steps>
                {welcomeSteps.map((step) => (
                  <li key={step.id}>
                    <Link to={offerPageHref(step)} aria-current={step.id === offer.id ? 'page' : undefined} aria-label={t('promotions.detail.welcomeStep', { number: step.figures?.depositNumber ?? '' })}>
                      {step.figures?.depositNumber ?? step.id}
                    </Link>
                  </li>
                ))}
              </Steps>
            </nav>
          )}
        </Facts>
      </Layout>
    </PromotionsMain>
  );
}

/** /promotions-detail/{type} and /promotions/welcome-offer-N (§2): one offer's full terms. */
export default function PromotionPage() {
  const route = useCurrentRoute();
  const params = useRouteParams();
  const offer = route ? offerForPage(route.routeId, params) : undefined;
  return offer ? <OfferView key={offer.id} offer={offer} /> : <UnknownOffer />;
}
