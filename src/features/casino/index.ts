// The casino's public API for the other features (docs/architecture/import-rules.md): the games matching a search, which
// the site's search lists beside the sportsbook's results (§2 Slots and casino, §5 Search text).
export { GameSearchMatches } from './game-search-matches.tsx';
