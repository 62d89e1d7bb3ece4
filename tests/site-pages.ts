// The pages a language is checked on, one list for the English component tests and the French and Arabic browser
// tests (src/features/content/content-pages-english.test.tsx, src/features/promotions/promotion-pages-english.test.tsx,
// tests/e2e/content.spec.ts, tests/e2e/promotions.spec.ts), so a page added is checked in every language.

/** §9 Content pages: each kind of content page once, FAQ subpages and an addressable terms point included. */
export const contentRoutes = [
  '/main',
  '/help',
  '/faq',
  '/faq/igrovoi-kont',
  '/faq/depoziti-i-vyplati',
  '/terms-and-conditions',
  '/terms-and-conditions/3.2',
  '/general-terms',
  '/privacy-policy',
  '/persons',
  '/responsible-gambling',
];

/** §2 promotions: the list, each detail type and each welcome offer. */
export const offerRoutes = [
  '/promotions',
  '/promotions-detail',
  '/promotions-detail/deposit',
  '/promotions-detail/sport',
  '/promotions-detail/casino',
  ...Array.from({ length: 9 }, (_, index) => `/promotions/welcome-offer-${index + 1}`),
];
