import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuth } from '../../stores/auth.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { theme } from '../../ui/theme.ts';
import { ctaHref, isListed, localToday, offerPageHref, offers } from './offers.ts';
import { EligibilityBadge, OfferImage, offerImageProps, PromotionsMain } from './promotion-ui.tsx';
import { useOfferText } from './use-offer-text.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OfferCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  block-size: 100%;
  padding: ${theme.space[3]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes[3]}px;
  }
  h2 a {
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    border-radius: ${theme.radii[1]}px;
  }
  h2 a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
  > :last-child {
    margin-block-start: auto;
    align-self: flex-start;
  }
`;

/** /promotions (§2): the current offers as cards (picture, title, short terms, call to action). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const signedIn = useIsAuth();
  const textOf = useOfferText();
  const today = localToday();
  const listed = offers.filter((offer) => isListed(offer, today));
  return (
    <PromotionsMain>
      <h1 tabIndex={-1}>{t('promotions.list.title')}</h1>
      {listed.length === 0 ? (
        <p>{t('promotions.list.empty')}</p>
      ) : (
        <Grid>
          {listed.map((offer, index) => {
            const text = textOf(offer);
            const cta = ctaHref(offer, signedIn);
            return (
              <li key={offer.id}>
                <OfferCard aria-labelledby={`offer-${offer.id}`} data-offer={offer.id}>
                  {/* The first row of cards is what a player sees first: only those load at once. */}
                  <OfferImage {...offerImageProps(offer, index < 2)} />
                  <h2 id={`offer-${offer.id}`}>
                    <Link to={offerPageHref(offer)}>{text.title}</Link>
                  </h2>
                  <EligibilityBadge>{t(`promotions.eligibility.${offer.eligibility}`)}</EligibilityBadge>
                  <p>{text.summary}</p>
                  {cta ? (
                    <ButtonLink to={cta} aria-describedby={`offer-${offer.id}`}>
                      {signedIn ? text.cta : t('promotions.cta.signUp')}
                    </ButtonLink>
                  ) : (
                    <Link to={offerPageHref(offer)}>{t('promotions.list.fullTerms')}</Link>
                  )}
                </OfferCard>
              </li>
            );
          })}
        </Grid>
      )}
    </PromotionsMain>
  );
}
