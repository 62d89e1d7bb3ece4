import { definePromotion } from '../../schemas/config/promotion.define.ts';
import { welcomeText } from './welcome-text.ts';

// §2 promotions/welcome-offer-4: the welcome package's bonus on deposit no. 4.
export default definePromotion({
  id: 'welcome-offer-4',
  page: { route: 'promotions-welcome-offer', params: { offer: 'welcome-offer-4' } },
  order: 14,
  // Reached from welcome-offer-1's page (the package's steps), not a card of its own on /promotions.
  listed: false,
  eligibility: 'everyone',
  image: { src: '/promotions/welcome.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'BIENVENUE',
  figures: { depositNumber: 4, percent: 50, maxBonus: '250', minDeposit: '20', wagering: 6, validDays: 21 },
  text: welcomeText,
});
