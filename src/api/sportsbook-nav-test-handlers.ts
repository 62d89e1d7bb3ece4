// For component tests only (CONVENTIONS 9: tests override the generated msw handlers with server.use(...)): the
// generated handlers of the calls the sportsbook search, the sport choosers and the odds format make, through
// the api layer, as only src/api imports generated/ (CONVENTIONS 11). Nothing in the app imports this file.
export { getListSportsbookSportsMockHandler, getSearchSportsbookMockHandler } from '../../generated/sportsbook/sportsbook.msw.ts';
export { getGetOddsFormatMockHandler, getUpdateOddsFormatMockHandler } from '../../generated/profile/profile.msw.ts';
