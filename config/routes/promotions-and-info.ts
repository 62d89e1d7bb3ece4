import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 help, FAQ, terms, promotions. Content screens come with the content issue.
export default defineRoutes([
  { id: 'help', path: '/help', guard: 'any', layout: 'shell', titleKey: 'engine.titles.help', screen: 'coming-soon' },
  { id: 'faq', path: '/faq', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faq', screen: 'coming-soon' },
  { id: 'faq-game-account', path: '/faq/igrovoi-kont', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faqGameAccount', screen: 'coming-soon' },
  { id: 'faq-deposits-and-withdrawals', path: '/faq/depoziti-i-vyplati', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faqDepositsAndWithdrawals', screen: 'coming-soon' },
  { id: 'terms-and-conditions', path: '/terms-and-conditions', guard: 'any', layout: 'shell', titleKey: 'engine.titles.termsAndConditions', screen: 'coming-soon' },
  { id: 'terms-and-conditions-point', path: '/terms-and-conditions/:pointId', guard: 'any', layout: 'shell', titleKey: 'engine.titles.termsAndConditions', screen: 'coming-soon' },
  { id: 'general-terms', path: '/general-terms', guard: 'any', layout: 'shell', titleKey: 'engine.titles.generalTerms', screen: 'coming-soon' },
  { id: 'privacy-policy', path: '/privacy-policy', guard: 'any', layout: 'shell', titleKey: 'engine.titles.privacyPolicy', screen: 'coming-soon' },
  { id: 'persons', path: '/persons', guard: 'any', layout: 'shell', titleKey: 'engine.titles.persons', screen: 'coming-soon' },
  { id: 'promotions', path: '/promotions', guard: 'any', layout: 'shell', titleKey: 'engine.titles.promotions', screen: 'coming-soon' },
  // §2: the promotion detail type defaults to deposit.
  { id: 'promotions-detail', path: '/promotions-detail', guard: 'any', layout: 'shell', redirect: { route: 'promotions-detail-type', params: { type: 'deposit' } } },
  { id: 'promotions-detail-type', path: '/promotions-detail/:type', guard: 'any', layout: 'shell', titleKey: 'engine.titles.promotionDetail', screen: 'coming-soon' },
  // §2: promotions/welcome-offer-1 to welcome-offer-9.
  {
    id: 'promotions-welcome-offer',
    path: '/promotions/:offer',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.welcomeOffer',
    screen: 'coming-soon',
    paramValues: { offer: ['welcome-offer-1', 'welcome-offer-2', 'welcome-offer-3', 'welcome-offer-4', 'welcome-offer-5', 'welcome-offer-6', 'welcome-offer-7', 'welcome-offer-8', 'welcome-offer-9'] },
  },
]);
