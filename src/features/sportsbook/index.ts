// The sportsbook's public API for the other features (docs/architecture/import-rules.md): its search, which the site's
// search places beside the games (§2 Sportsbook, §5 Search text).
export { SportsbookSearch, sportsbookSearchStore } from './search/sportsbook-search.tsx';
