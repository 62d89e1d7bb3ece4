// The api layer's face for accounts and settings: features import from here, never from generated/ (CONVENTIONS 11).
export {
  login,
  logout,
  getUser,
  getSettings,
  useGetUser,
  getGetUserQueryKey,
  useGetSettings,
  getGetSettingsQueryKey,
  getGetSettingsQueryOptions,
  useGetCurrencyList,
  getGetCurrencyListQueryKey,
  getGetCurrencyListQueryOptions,
  useRegister,
  useResetPassword,
  useConfirmPasswordReset,
  useVerifyEmail,
  useResendEmail,
  useUpdateUser,
  useUndoEmailChange,
} from '../../generated/accounts/accounts.ts';
export type { Currency, User, Settings, LoginRequest, RegistrationRequest, UserUpdate } from '../../generated/accounts/accounts.schemas.ts';
