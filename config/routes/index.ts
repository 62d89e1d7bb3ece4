import { defineRouteTable } from '../../schemas/config/routes.define.ts';
import shellAndAccount from './shell-and-account.ts';
import profile from './profile.ts';
import sportsbook from './sportsbook.ts';
import sportEmbedsRoutes from './sport-embeds-routes.ts';
import slots from './slots.ts';
import promotionsAndInfo from './promotions-and-info.ts';

// The only list of route files (CONVENTIONS 5). Each key is the file name, so a bad entry is reported as
// config/routes/<key>.ts with its index and field.
export default defineRouteTable({
  // §2: guards send players who may not open a page to /slots/casino.
  guardRedirect: { route: 'slots-casino' },
  // §2 Player journey: a guest who opens an account page signs in first and lands back on it.
  signInRedirect: { route: 'auth-sign-in' },
  areas: {
    'shell-and-account': shellAndAccount,
    profile,
    sportsbook,
    'sport-embeds-routes': sportEmbedsRoutes,
    slots,
    'promotions-and-info': promotionsAndInfo,
  },
});
