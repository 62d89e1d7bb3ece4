import tn from './tn.ts';
import deExample from './de-example.ts';
import ukExample from './uk-example.ts';

// The only list of markets (CONVENTIONS 1); config/app.ts names the one this deployment serves (MARKET chooses
// another). The examples are listed so the build's config gate checks them, never served unless chosen.
export default [tn, ukExample, deExample];
