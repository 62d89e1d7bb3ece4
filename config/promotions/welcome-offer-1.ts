import { definePromotion } from '../../schemas/config/promotion.define.ts';
import { welcomeText } from './welcome-text.ts';

// §2 promotions/welcome-offer-1: the welcome package's bonus on deposit no. 1.
export default definePromotion({
  id: 'welcome-offer-1',
  page: { route: 'promotions-welcome-offer', params: { offer: 'welcome-offer-1' } },
  order: 11,
  eligibility: 'new-players',
  image: { src: '/promotions/welcome.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'BIENVENUE',
  figures: { depositNumber: 1, percent: 150, maxBonus: '500', minDeposit: '10', wagering: 7, validDays: 30 },
  text: welcomeText,
});
