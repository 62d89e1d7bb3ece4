import { definePromotion } from '../../schemas/config/promotion.define.ts';
import { welcomeText } from './welcome-text.ts';

// §2 promotions/welcome-offer-3: the welcome package's bonus on deposit no. 3.
export default definePromotion({
  id: 'welcome-offer-3',
  page: { route: 'promotions-welcome-offer', params: { offer: 'welcome-offer-3' } },
  order: 13,
  // Reached from welcome-offer-1's page (the package's steps), not a card of its own on /promotions.
  listed: false,
  eligibility: 'everyone',
  image: { src: '/promotions/welcome.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'BIENVENUE',
  figures: { depositNumber: 3, percent: 75, maxBonus: '300', minDeposit: '20', wagering: 6, validDays: 21 },
  text: welcomeText,
});
