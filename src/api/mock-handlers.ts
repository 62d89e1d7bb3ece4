import type { RequestHandler } from 'msw';
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

// The generated msw handlers (CONVENTIONS 9: contract-shaped faker data for every call), with no test runner in this
// file: the component tests' mock API (testing.ts, in Node) and the fixture kit's page (src/testing/kit-main.tsx, in
// the browser's service worker) answer with the same. The casino provider documents are left out: their paths are
// config data, answered per case.

/** Every call of the contract, answered as the generated handlers answer it. */
export function contractMockHandlers(): RequestHandler[] {
  return [
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
  ];
}

/** The generated handlers, for the overrides of one case (the generated/ files are the api layer's to import). */
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
