import { useTranslation } from 'react-i18next';
import type { PromotionConfig, PromotionText } from '../../../schemas/config/promotion.ts';
import { appConfig } from '../../engine/load-config.ts';
import { findLanguage, getDefaultLanguage } from '../../i18n/languages.ts';
import { offerText } from './offers.ts';

/** The offer's words in the language on screen, with the market's figures formatted for it (§2 promotions). */
export function useOfferText(): (offer: PromotionConfig) => PromotionText {
  const { i18n } = useTranslation();
  const language = findLanguage(i18n.language);
  return (offer) => offerText(offer, language.code, getDefaultLanguage().code, language.dateLocale, appConfig.market.currency);
}
