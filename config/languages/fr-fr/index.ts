// One chunk per language (§1: each pack is loaded on demand). Each area file is owned by one feature.
import common from './common.json';
import errors from './errors.json';
import auth from './auth.json';
import shell from './shell.json';
import engine from './engine.json';
import profile from './profile.json';
import casino from './casino.json';
import sport from './sport.json';
import wheel from './wheel.json';
import sportsbook from './sportsbook.json';
import odds from './odds.json';
import betslip from './betslip.json';
import content from './content.json';
import sportsbookNav from './sportsbook-nav.json';
import mybets from './mybets.json';
import promotions from './promotions.json';
import cashback from './cashback.json';
import notifications from './notifications.json';

export default { common, errors, auth, shell, engine, profile, casino, sport, wheel, sportsbook, odds, betslip, content, sportsbookNav, mybets, promotions, cashback, notifications };
