import styled from '@emotion/styled';
import type { PromotionConfig } from '../../../schemas/config/promotion.ts';
import { theme } from '../../ui/theme.ts';

export const PromotionsMain = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${theme.space[5]}px ${theme.space[4]}px;
  color: ${theme.colors.text};
  h1 {
    margin: 0 0 ${theme.space[4]}px;
    font-size: ${theme.fontSizes[5]}px;
  }
  h1:focus {
    outline: none;
  }
`;

/** The offer's picture with its own size, so the text below never moves when it arrives (CLS 0). */
export const OfferImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: var(--ratio);
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surfaceRaised};
  object-fit: cover;
`;

export function offerImageProps(offer: PromotionConfig, eager: boolean) {
  return {
    src: offer.image.src,
    width: offer.image.width,
    height: offer.image.height,
    // The title sits beside the picture: it adds nothing a screen reader should read twice.
    alt: '',
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    style: { ['--ratio' as string]: `${offer.image.width} / ${offer.image.height}` },
  };
}

export const EligibilityBadge = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${theme.space[1]}px ${theme.space[2]}px;
  border-radius: ${theme.radii[4]}px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[1]}px;
`;
