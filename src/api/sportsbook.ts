// The api layer's face for the sportsbook (§2 Sportsbook): screens import the generated hooks and types from here,
// never from generated/ (CONVENTIONS 11). The stream's URL comes from the generated helper too (nothing under
// src/ builds an API path by hand, DESIGN "The API client"); its messages go to the live store.
export {
  useListSportsbookSports,
  getListSportsbookSportsQueryKey,
  getListSportsbookSportsQueryOptions,
  getListSportsbookLeaguesQueryOptions,
  getListSportsbookEventsQueryOptions,
  getListSportsbookResultsQueryOptions,
  getGetSportsbookEventQueryOptions,
  useListSportsbookLeagues,
  getListSportsbookLeaguesQueryKey,
  useGetSportsbookLeague,
  useListSportsbookEvents,
  getListSportsbookEventsQueryKey,
  useGetSportsbookEvent,
  getGetSportsbookEventQueryKey,
  useSearchSportsbook,
  useListSportsbookResults,
  getSportsbookSnapshot,
  getStreamSportsbookUrl,
} from '../../generated/sportsbook/sportsbook.ts';
export type {
  Event as SportsbookEvent,
  League as SportsbookLeague,
  Market as SportsbookMarket,
  Outcome as SportsbookOutcome,
  Sport as SportsbookSport,
  StreamChange,
  StreamDiff,
  StreamHello,
  StreamHeartbeat,
  StreamResync,
  Tracker,
  FootballTracker,
  FootballIncident,
  TennisTracker,
  TennisPoint,
  BasketballTracker,
  BasketballScore,
  EventTracker,
} from '../../generated/sportsbook/sportsbook.schemas.ts';
// The trackers' kinds, the contract's discriminators (a tracker's kind is the contract's, not a sport key of config).
export { FootballTrackerKind, TennisTrackerKind, BasketballTrackerKind } from '../../generated/sportsbook/sportsbook.schemas.ts';
export { createLiveStore, type LiveEvent, type LiveMarket, type LiveOutcome, type LiveStore, type LiveStoreOptions, type PriceMove } from './sportsbook-stream.ts';
