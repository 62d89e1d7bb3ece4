import deposit from './deposit.ts';
import sport from './sport.ts';
import casino from './casino.ts';
import welcomeOffer1 from './welcome-offer-1.ts';
import welcomeOffer2 from './welcome-offer-2.ts';
import welcomeOffer3 from './welcome-offer-3.ts';
import welcomeOffer4 from './welcome-offer-4.ts';
import welcomeOffer5 from './welcome-offer-5.ts';
import welcomeOffer6 from './welcome-offer-6.ts';
import welcomeOffer7 from './welcome-offer-7.ts';
import welcomeOffer8 from './welcome-offer-8.ts';
import welcomeOffer9 from './welcome-offer-9.ts';

// The offers of /promotions and their pages (§2 promotions): one file each, this is the only list (CONVENTIONS 1).
// `npm run build` checks them (src/features/promotions/validate-promotions.ts): a bad file stops the build with
// its own path and field.
export default [deposit, sport, casino, welcomeOffer1, welcomeOffer2, welcomeOffer3, welcomeOffer4, welcomeOffer5, welcomeOffer6, welcomeOffer7, welcomeOffer8, welcomeOffer9];
