import { defineBetTypes } from '../../schemas/config/bet-types.define.ts';

// The bet types of the slip (schemas/config/bet-types.ts; the maths is src/domain/bet-maths.ts). An operator
// adds a full cover here, e.g. { id: 'heinz', selections: { min: 6, max: 6 }, sizes: [2, 3, 4, 5, 6] }. The slip
// reads only these properties (src/engine/sportsbook/bet-types.ts): the first type starts a new slip; "always"
// types are always in its choice of type, the others while the number of selections fits (§5 Bet slip).
export default defineBetTypes([
  // One bet per selection.
  { id: 'single', labelKey: 'betslip.types.single', selections: { min: 1, max: 30 }, sizes: [1], offered: 'always' },
  // One bet of every selection together (two selections of one event cannot be combined).
  { id: 'accumulator', labelKey: 'betslip.types.accumulator', selections: { min: 2, max: 20 }, sizes: ['n'], offered: 'always' },
  // The general k-of-n system: every combination of k selections, k chosen by the player (2/3, 3/4...).
  { id: 'system', labelKey: 'betslip.types.system', selections: { min: 3, max: 12 }, sizes: 'chosen', offered: 'always' },
  // Named full covers: every double and up (Trixie, Yankee...), or with the singles too (Patent, Lucky 15...).
  { id: 'trixie', labelKey: 'betslip.types.trixie', selections: { min: 3, max: 3 }, sizes: [2, 3] },
  { id: 'patent', labelKey: 'betslip.types.patent', selections: { min: 3, max: 3 }, sizes: [1, 2, 3] },
  { id: 'yankee', labelKey: 'betslip.types.yankee', selections: { min: 4, max: 4 }, sizes: [2, 3, 4] },
  { id: 'lucky-15', labelKey: 'betslip.types.lucky15', selections: { min: 4, max: 4 }, sizes: [1, 2, 3, 4] },
  { id: 'super-yankee', labelKey: 'betslip.types.superYankee', selections: { min: 5, max: 5 }, sizes: [2, 3, 4, 5] },
  { id: 'lucky-31', labelKey: 'betslip.types.lucky31', selections: { min: 5, max: 5 }, sizes: [1, 2, 3, 4, 5] },
  { id: 'heinz', labelKey: 'betslip.types.heinz', selections: { min: 6, max: 6 }, sizes: [2, 3, 4, 5, 6] },
  { id: 'lucky-63', labelKey: 'betslip.types.lucky63', selections: { min: 6, max: 6 }, sizes: [1, 2, 3, 4, 5, 6] },
]);
