import { definePromotion } from '../../schemas/config/promotion.define.ts';
import { welcomeText } from './welcome-text.ts';

// §2 promotions/welcome-offer-9: the welcome package's bonus on deposit no. 9.
export default definePromotion({
  id: 'welcome-offer-9',
  page: { route: 'promotions-welcome-offer', params: { offer: 'welcome-offer-9' } },
  order: 19,
  // Reached from welcome-offer-1's page (the package's steps), not a card of its own on /promotions.
  listed: false,
  eligibility: 'everyone',
  image: { src: '/promotions/welcome.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'BIENVENUE',
  figures: { depositNumber: 9, percent: 25, maxBonus: '200', minDeposit: '50', wagering: 5, validDays: 14 },
  text: welcomeText,
});
