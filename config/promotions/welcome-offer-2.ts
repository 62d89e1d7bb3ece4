import { definePromotion } from '../../schemas/config/promotion.define.ts';
import { welcomeText } from './welcome-text.ts';

// §2 promotions/welcome-offer-2: the welcome package's bonus on deposit no. 2.
export default definePromotion({
  id: 'welcome-offer-2',
  page: { route: 'promotions-welcome-offer', params: { offer: 'welcome-offer-2' } },
  order: 12,
  // Reached from welcome-offer-1's page (the package's steps), not a card of its own on /promotions.
  listed: false,
  eligibility: 'everyone',
  image: { src: '/promotions/welcome.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'BIENVENUE',
  figures: { depositNumber: 2, percent: 100, maxBonus: '400', minDeposit: '20', wagering: 7, validDays: 30 },
  text: welcomeText,
});
