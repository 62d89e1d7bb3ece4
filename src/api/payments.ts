// The api layer's face for payments (§7 Payments): features import from here, never from generated/.
// Hooks and types only: the zod schemas (generated/payments/payments.zod.ts) load with the form schemas of config/forms,
// so importing a hook never loads zod.
export {
  useListDepositSystems,
  useListPayoutSystems,
  useCreateDeposit,
  useGetDeposit,
  getGetDepositQueryKey,
  useCreatePayout,
  useListPayouts,
  getListPayoutsQueryKey,
  useCancelPayout,
  useGetCryptoCurrencies,
  useGetCryptoMinAmount,
  useCreateCryptoPayment,
  useGetCryptoPaymentStatus,
  useGetPaymentHistory,
} from '../../generated/payments/payments.ts';
export type { PaymentItem, PaymentSystem, PaymentHistoryItem, CryptoPayment, GetPaymentHistoryParams } from '../../generated/payments/payments.schemas.ts';
export { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
