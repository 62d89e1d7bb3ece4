import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 help, FAQ, terms, promotions. The content pages' texts are config/content/<language>/<page>.md.
const content = () => import('../../src/features/content/content-page.tsx');
// The offers are config/promotions/<id>.ts; one screen shows any offer's page, an unknown type the not-found page.
const promotion = () => import('../../src/features/promotions/promotion-page.tsx');

// §1: these screens need no language area beyond the core (the account texts they once loaded weighed 6.5 KB gzip on
// every content page's and offer's first load, §2 Speed; src/i18n/areas.test.ts checks what they name).

export default defineRoutes([
  { id: 'help', path: '/help', guard: 'any', layout: 'shell', titleKey: 'engine.titles.help', screen: content, serverRendered: true },
  { id: 'faq', path: '/faq', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faq', screen: content, serverRendered: true },
  { id: 'faq-game-account', path: '/faq/igrovoi-kont', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faqGameAccount', screen: content, serverRendered: true },
  { id: 'faq-deposits-and-withdrawals', path: '/faq/depoziti-i-vyplati', guard: 'any', layout: 'shell', titleKey: 'engine.titles.faqDepositsAndWithdrawals', screen: content, serverRendered: true },
  { id: 'terms-and-conditions', path: '/terms-and-conditions', guard: 'any', layout: 'shell', titleKey: 'engine.titles.termsAndConditions', screen: content, serverRendered: true },
  { id: 'terms-and-conditions-point', path: '/terms-and-conditions/:pointId', guard: 'any', layout: 'shell', titleKey: 'engine.titles.termsAndConditions', screen: content, serverRendered: true },
  { id: 'general-terms', path: '/general-terms', guard: 'any', layout: 'shell', titleKey: 'engine.titles.generalTerms', screen: content, serverRendered: true },
  { id: 'privacy-policy', path: '/privacy-policy', guard: 'any', layout: 'shell', titleKey: 'engine.titles.privacyPolicy', screen: content, serverRendered: true },
  // The responsible-gambling page (18+, the player's tools, help organisations) that every page's footer links to.
  { id: 'responsible-gambling', path: '/responsible-gambling', guard: 'any', layout: 'shell', titleKey: 'content.titles.responsibleGambling', screen: content, serverRendered: true },
  { id: 'persons', path: '/persons', guard: 'any', layout: 'shell', titleKey: 'engine.titles.persons', screen: content, serverRendered: true },
  { id: 'promotions', path: '/promotions', guard: 'any', layout: 'shell', titleKey: 'engine.titles.promotions', screen: () => import('../../src/features/promotions/promotions-page.tsx'), serverRendered: true },
  // §2: the promotion detail type defaults to deposit.
  { id: 'promotions-detail', path: '/promotions-detail', guard: 'any', layout: 'shell', redirect: { route: 'promotions-detail-type', params: { type: 'deposit' } } },
  { id: 'promotions-detail-type', path: '/promotions-detail/:type', guard: 'any', layout: 'shell', titleKey: 'engine.titles.promotionDetail', screen: promotion, serverRendered: true },
  // §2: promotions/welcome-offer-1 to welcome-offer-9.
  {
    id: 'promotions-welcome-offer',
    path: '/promotions/:offer',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.welcomeOffer',
    screen: promotion,
    serverRendered: true,
    paramValues: { offer: ['welcome-offer-1', 'welcome-offer-2', 'welcome-offer-3', 'welcome-offer-4', 'welcome-offer-5', 'welcome-offer-6', 'welcome-offer-7', 'welcome-offer-8', 'welcome-offer-9'] },
  },
]);
