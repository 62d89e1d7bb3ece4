import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { getAccountsMock } from '../../generated/accounts/accounts.msw.ts';
import { getBonusMock } from '../../generated/bonus/bonus.msw.ts';
import { getContentMock } from '../../generated/content/content.msw.ts';
import { getFavouritesMock } from '../../generated/favourites/favourites.msw.ts';
import { getJackpotsMock } from '../../generated/jackpots/jackpots.msw.ts';
import { getPaymentsMock } from '../../generated/payments/payments.msw.ts';
import { getProfileMock } from '../../generated/profile/profile.msw.ts';
import { getSportMock } from '../../generated/sport/sport.msw.ts';
import { getSportsbookMock } from '../../generated/sportsbook/sportsbook.msw.ts';
import { getWheelMock } from '../../generated/wheel/wheel.msw.ts';

// Test helpers for the api layer (not a test file itself). Component tests answer the API with the generated msw
// handlers (CONVENTIONS 9: contract-shaped faker data for every call) and override, with server.use, the calls the
// case is about; a call nobody answers fails the test instead of reaching the network. The casino provider
// documents are left out: their paths are config data, answered per test.
export const mockApi = setupServer(
  ...getAccountsMock(),
  ...getProfileMock(),
  ...getPaymentsMock(),
  ...getBonusMock(),
  ...getContentMock(),
  ...getFavouritesMock(),
  ...getJackpotsMock(),
  ...getSportMock(),
  ...getSportsbookMock(),
  ...getWheelMock(),
);

/** Starts the mock API for the file's tests; the overrides of one test are dropped after it. */
export function startMockApi(): typeof mockApi {
  beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => mockApi.close());
  return mockApi;
}

/** The generated handlers, for server.use overrides (the generated/ files are the api layer's to import). */
export {
  getChangePasswordMockHandler,
  getConfirmLimitReviewMockHandler,
  getGetLimitReviewMockHandler,
  getGetResponsibleGamingLimitsMockHandler,
  getGetResponsibleGamingLimitsResponseMock,
  getGetUserInfoMockHandler,
  getUpdateResponsibleGamingLimitsMockHandler,
  getUpdateUserInfoMockHandler,
} from '../../generated/profile/profile.msw.ts';
export { getGetSettingsMockHandler, getGetSettingsResponseMock, getGetUserMockHandler, getGetUserResponseMock, getUpdateUserMockHandler } from '../../generated/accounts/accounts.msw.ts';
export { getGetSportTicketStatusMockHandler, getPlaceSportTicketMockHandler } from '../../generated/sport/sport.msw.ts';
export { getGetWheelPrizesMockHandler, getGetWheelSettingsMockHandler, getSpinWheelMockHandler } from '../../generated/wheel/wheel.msw.ts';
export { getGetBonusHistoryMockHandler, getGetCashbackHistoryMockHandler } from '../../generated/bonus/bonus.msw.ts';
export { getListSlidesMockHandler } from '../../generated/content/content.msw.ts';
