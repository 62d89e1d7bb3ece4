import tn from './tn.ts';

// The only list of markets (CONVENTIONS 1); config/app.ts names the one this deployment serves.
export default [tn];
