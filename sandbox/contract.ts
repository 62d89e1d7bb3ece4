/**
 * The schemas the sandbox validates requests and answers with: one place, so every service reads the same.
 *
 * The API's schemas come from the OpenAPI documents through orval (generated/<service>/<service>.zod.ts,
 * `npm run generate`); nothing here retypes them. Only the /sandbox/ test hooks, which are not part of the
 * operator's API, have local schemas.
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
  UndoEmailChangeBody,
  UndoEmailChangeResponse,
  UpdateUserBody,
  UpdateUserResponse,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '../generated/accounts/accounts.zod.ts';

export {
  ChangePasswordBody,
  ChangePasswordResponse,
  GetProfileResponse,
  GetUserInfoResponse,
  UpdateUserInfoBody,
  UpdateUserInfoResponse,
} from '../generated/profile/profile.zod.ts';

const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

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
      /** The share of net losses paid back at each reset (sandbox/services/bonus-accruals.ts; assumed 0.1). */
      cashbackRate: decimal,
    })
    .partial()
    .optional(),
});
