// The api layer's face for the embedded sport pages' tokens (§3 Sport token; §7 POST api/integrations/{provider}/login
// and the sport token call): features import these, never generated/ (CONVENTIONS 11).
export { loginSportProvider, getSportToken } from '../../generated/sport/sport.ts';
export type { SportToken } from '../../generated/sport/sport.schemas.ts';
