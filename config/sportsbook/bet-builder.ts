import { defineBetBuilder } from '../../schemas/config/bet-builder.define.ts';

// The bet builder (docs/product.md §5 "Bet builder"; schemas/config/bet-builder.ts): the sports whose event page
// offers "Build a bet", the market types a builder may combine, its leg limit and its margin. The feed has no cards
// or corners markets, so none is listed; a sport of the goals family is added here when its markets should combine.
export default defineBetBuilder({
  minLegs: 2,
  sports: [
    {
      sport: 'football',
      marketTypes: ['match-result', 'double-chance', 'total', 'both-teams-to-score', 'team-total', 'correct-score', 'first-team-to-score', 'first-goalscorer'],
      maxLegs: 6,
      // Above a single market's (5.5 %): a combination's correlation is the book's risk.
      margin: 0.12,
    },
  ],
});
