import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 gives Martial Arts the id 26, which Beach Volleyball has too: the feed uses 56 (x-assumed in
// schemas/openapi/sportsbook.yaml), and so does this file.
export default defineSport({
  id: 56,
  key: 'martial-arts',
  labelKey: 'sport.sports.martial-arts',
  icon: 'glove',
  order: 16,
  listLayout: 'fight',
  marketGroups: ['main', 'goals', 'specials'],
  groupLabels: { goals: 'sport.groups.rounds' },
});
