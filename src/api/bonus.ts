// The api layer's face for bonus and the sport integration's bet history (§7 Bonus, Sport betting integration):
// features import from here, never from generated/. Hooks and types only: the zod schemas are in bonus-schemas.ts,
// so importing a hook never loads zod.
export { useExchangeBonusBalance, useGetBonusHistory, useGetCashbackHistory } from '../../generated/bonus/bonus.ts';
export type { BonusHistoryItem, GetBonusHistoryParams } from '../../generated/bonus/bonus.schemas.ts';
export { BonusType } from '../../generated/bonus/bonus.schemas.ts';
export { useGetSportBetsHistory, getGetSportBetsHistoryQueryKey, useGetSportSubBet, useCancelSportTicket } from '../../generated/sport/sport.ts';
export type { BetHistoryItem, SubBet } from '../../generated/sport/sport.schemas.ts';
export { BetStatus } from '../../generated/sport/sport.schemas.ts';
