// §1: each language is loaded on demand, and within it only the core areas come with the first screen (the shell,
// errors, the engine's texts); the sign-in and account texts (auth) come with the parts that show a sign-in form or an
// account, and the other areas are loaded with the screens that use them, grouped into one
// chunk per group (the `languageAreas` of the routes and modals name which screens need which). Each area file is owned by one feature.
import common from './common.json';
import errors from './errors.json';
import shell from './shell.json';
import engine from './engine.json';
import wheel from './wheel.json';
import content from './content.json';
import notifications from './notifications.json';
import cashback from './cashback.json';
import promotions from './promotions.json';

export default { common, errors, shell, engine, wheel, content, notifications, cashback, promotions };
