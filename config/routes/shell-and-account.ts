import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 Shell, "Account and general routes". Auth screens are built by the auth issue (src/features/auth/).
// §1: the language areas these screens need beyond the core, loaded beside each screen's chunk.
const languageAreas = ['profile', 'auth'];

export default defineRoutes([
  // §2: the root redirects to the sport home page.
  { id: 'root', path: '/', guard: 'any', layout: 'shell', redirect: { route: 'sport-page', params: { section: 'Home' } } },
  { id: 'auth-sign-in', path: '/auth/sign-in', guard: 'guest-only', layout: 'shell', titleKey: 'engine.titles.signIn', screen: () => import('../../src/features/auth/sign-in-page.tsx') },
  { id: 'main', path: '/main', guard: 'any', layout: 'shell', titleKey: 'engine.titles.main', screen: () => import('../../src/features/content/content-page.tsx') },
  { id: 'balance', path: '/balance', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.balance', screen: () => import('../../src/features/cashier/balance-page.tsx') },
  // §2: e-mail verification (/verify, /verify/{key}), the "check your inbox" page and the resend page.
  { id: 'verify', path: '/verify', guard: 'any', layout: 'shell', titleKey: 'engine.titles.verify', screen: () => import('../../src/features/auth/verify-page.tsx') },
  { id: 'verify-key', path: '/verify/:key', guard: 'any', layout: 'shell', titleKey: 'engine.titles.verify', screen: () => import('../../src/features/auth/verify-page.tsx') },
  { id: 'verify-email', path: '/verify-email', guard: 'any', layout: 'shell', titleKey: 'engine.titles.verifyEmail', screen: () => import('../../src/features/auth/verify-page.tsx') },
  { id: 'resend-email', path: '/resend-email', guard: 'any', layout: 'shell', titleKey: 'engine.titles.resendEmail', screen: () => import('../../src/features/auth/resend-email-page.tsx') },
  { id: 'forgot-password', path: '/forgot-password', guard: 'guest-only', layout: 'shell', titleKey: 'engine.titles.forgotPassword', screen: () => import('../../src/features/auth/forgot-password-page.tsx') },
  { id: 'sign-up', path: '/sign-up/:promocode?', guard: 'guest-only', layout: 'shell', titleKey: 'engine.titles.signUp', screen: () => import('../../src/features/auth/sign-up-page.tsx') },
  // §5 Account changes that ask for the password: the link mailed to the previous address when the e-mail changes; signed in or not.
  { id: 'undo-email-change', path: '/undo-email-change/:token', guard: 'any', layout: 'shell', titleKey: 'engine.titles.undoEmailChange', screen: () => import('../../src/features/auth/undo-email-change-page.tsx') },
  { id: 'reset-password', path: '/reset-password/:uid/:token', guard: 'guest-only', layout: 'shell', titleKey: 'engine.titles.resetPassword', screen: () => import('../../src/features/auth/reset-password-page.tsx') },
  // §4 Account rules from the terms: where a player lands, signed out, after pausing or excluding themselves.
  { id: 'self-excluded', path: '/self-excluded', guard: 'any', layout: 'shell', titleKey: 'engine.titles.selfExcluded', screen: () => import('../../src/features/profile/self-excluded-page.tsx') },
  // Payments.
  { id: 'deposit', path: '/deposit/:paymentSystem', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.deposit', screen: () => import('../../src/features/cashier/deposit-page.tsx') },
  { id: 'withdrawal', path: '/withdrawal/:payoutSystem', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.withdrawal', screen: () => import('../../src/features/cashier/withdrawal-page.tsx') },
  // Any other address: a localized not-found page with a link home, never a blank page (rendered by the server, status 404).
  { id: 'not-found', path: '*', guard: 'any', layout: 'shell', titleKey: 'engine.titles.notFound', screen: () => import('../../src/engine/screens/not-found-page.tsx'), serverRendered: true },
], { languageAreas });
