import app from '../app.ts';
import markets from './index.ts';

// The market this deployment serves (config/app.ts `market`, which MARKET chooses). The browser's build swaps this
// file for that market's own file (rsbuild.config.ts), so a player's first load carries one market's pack, not every
// example's (§2 Speed); the sandbox, the server and the tests read it here and may serve any market.
export default markets.find((candidate) => candidate.id === app.market);
