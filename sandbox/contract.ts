/**
 * The schemas the sandbox validates requests and answers with: one place, so every service reads the same.
 *
 * Accounts and settings come from the OpenAPI document through orval (generated/accounts/accounts.zod.ts,
 * `npm run generate`); nothing here retypes them. The schemas defined locally below are the ones no generated
 * file provides yet: each says what replaces it.
 */
import { z } from 'zod';

export {
  ConfirmPasswordResetBody,
  ConfirmPasswordResetResponse,
  GetCurrencyListResponse,
  GetSettingsResponse,
  GetUserResponse,
  LoginBody,
  LoginResponse,
  LogoutBody,
  LogoutResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  RegisterBody,
  RegisterResponse,
  ResendEmailBody,
  ResendEmailResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
  UpdateUserBody,
  UpdateUserResponse,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '../generated/accounts/accounts.zod.ts';

const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const detailResponse = z.object({ detail: z.string() });

// ---- Profile (§3 Profile info, User info; §7 Profile). LOCAL until schemas/openapi/profile.yaml is generated
// into generated/profile/profile.zod.ts; the names are the ones orval will give (operationId + Body/Response).

export const GetProfileResponse = z.object({
  id: z.int(),
  username: z.string(),
  dateJoined: z.iso.datetime({ offset: true }),
  balanceCurrency: z.string().min(3).max(10),
  balance: money,
  isBanned: z.boolean(),
});

const userInfo = {
  first_name: z.string().max(150),
  last_name: z.string().max(150),
  date_of_birth: z.iso.date().nullable(),
  mobile_number: z.string().max(32),
  postal_code: z.string().max(16),
  street_address: z.string().max(255),
  country: z.string().max(2),
  city: z.string().max(100),
};

export const GetUserInfoResponse = z.object(userInfo);
export const UpdateUserInfoBody = z.object(userInfo).partial();
export const UpdateUserInfoResponse = GetUserInfoResponse;

export const ChangePasswordBody = z.object({
  old_password: z.string().min(1).max(128),
  new_password: z.string().min(1).max(128),
});
export const ChangePasswordResponse = detailResponse;

// ---- Sandbox control routes (/sandbox/*): test hooks, not part of the operator's API, so always local.

export const SandboxClockBody = z.union([
  z.object({ advanceMs: z.int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000) }),
  z.object({ offsetMs: z.int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000) }),
]);

export const SandboxWalletAdjustBody = z.object({
  username: z.string().min(1).max(150),
  account: z.enum(['cash', 'bonus']),
  /** Signed decimal string, e.g. "100.00" or "-5.50". */
  amount: money,
  reason: z.string().min(1).max(64).optional(),
});

export const SandboxUserPatchBody = z.object({
  banned: z.boolean().optional(),
  role: z.string().min(1).max(8).optional(),
  emailVerified: z.boolean().optional(),
});

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
export const SandboxSettingsPatchBody = z.object({
  rates: z.record(z.string().min(3).max(10), decimal).optional(),
  limits: z.object({ maxBet: money, minBet: money, maxWin: money, maxTransaction: money }).partial().optional(),
  bonuses: z
    .object({
      cashbackOn: z.boolean(),
      transferBonusBalanceToBalanceOn: z.boolean(),
      transferBonusBalanceToBalanceMinBalance: money,
      transferBonusBalanceToBalanceRate: decimal,
    })
    .partial()
    .optional(),
});
