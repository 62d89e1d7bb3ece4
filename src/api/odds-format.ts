// The api layer's face for the odds format values (§3 Odds formats) alone: the price buttons import it, and it carries
// no client code, so the sport pages' first load does not pull in the profile service's hooks (src/api/profile.ts).
export { OddsFormat } from '../../generated/profile/profile.schemas.ts';
export type { OddsFormat as OddsFormatValue, OddsFormatPreference } from '../../generated/profile/profile.schemas.ts';
