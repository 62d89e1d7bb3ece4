// The api layer's face for bonus and the sport integration's bet history (§7 Bonus, Sport betting integration):
// features import from here, never from generated/.
export { useExchangeBonusBalance, useGetBonusHistory, useGetCashbackHistory } from '../../generated/bonus/bonus.ts';
export type { BonusHistoryItem, GetBonusHistoryParams } from '../../generated/bonus/bonus.schemas.ts';
export { BonusType } from '../../generated/bonus/bonus.schemas.ts';
export { ExchangeBonusBalanceBody, GetBonusHistoryQueryParams } from '../../generated/bonus/bonus.zod.ts';
export { useGetSportBetsHistory, getGetSportBetsHistoryQueryKey, useGetSportSubBet, useCancelSportTicket } from '../../generated/sport/sport.ts';
export type { BetHistoryItem, SubBet } from '../../generated/sport/sport.schemas.ts';
export { BetStatus } from '../../generated/sport/sport.schemas.ts';
