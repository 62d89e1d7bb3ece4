import { defineSportEmbed } from '../../schemas/config/sport-embed.define.ts';

// §2 /sport/dgt/{view}/{page?}/{id?}: views per viewport and allowed pages. The sport-embed issue adds the
// bootstrapper script and token source.
export default defineSportEmbed({
  id: 'dgt',
  views: {
    desktop: ['europeanView', 'africanView', 'AsianView', 'ESport', 'LatinoView'],
    mobile: ['Mobile', 'ESport'],
  },
  defaultView: { desktop: 'africanView', mobile: 'Mobile' },
  pages: ['Home', 'Upcoming', 'EventView', 'Results', 'UpcomingDetails', 'Calendar', 'MultiView', 'Overview', 'BetsHistory', 'GroupStage'],
  extraPagesByView: { Mobile: ['Live', 'Sport'] },
  defaultPage: 'Home',
});
