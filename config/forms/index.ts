import type { MarketConfig } from '../../schemas/config/market.ts';
import { cashierWithdrawForm } from './cashier-cashier-withdraw.ts';
import { depositForm, depositRange } from './cashier-deposit.ts';
import { transferForm } from './cashier-transfer.ts';
import { withdrawalForm, withdrawalRange } from './cashier-withdrawal.ts';
import { forgotPasswordForm } from './forgot-password.ts';
import { loginForm } from './login.ts';
import { changeEmailForm } from './profile-change-email.ts';
import { changePasswordForm } from './profile-change-password.ts';
import { closeAccountForm } from './profile-close-account.ts';
import { exchangeBonusForm } from './profile-exchange-bonus.ts';
import { limitsForm } from './profile-limits.ts';
import { promocodeForm } from './profile-promocode.ts';
import { referralSiteForm } from './profile-referral-site.ts';
import { userInfoForm } from './profile-user-info.ts';
import { resendEmailForm } from './resend-email.ts';
import { resetPasswordForm } from './reset-password.ts';
import { signUpForm } from './sign-up.ts';

/**
 * The only list of forms (CONVENTIONS 1), checked at build like every other config kind (scripts/check-config.ts,
 * validateForms). The screens import the form they show from its own file; this list is what the build and the
 * tests walk. Forms whose inputs depend on figures (a payment system's range, the market's limits) are listed
 * built at the market's own figures.
 */
export default (limits: MarketConfig['limits']) => [
  loginForm,
  signUpForm,
  forgotPasswordForm,
  resetPasswordForm,
  resendEmailForm,
  userInfoForm,
  changeEmailForm,
  changePasswordForm,
  closeAccountForm,
  limitsForm,
  promocodeForm,
  referralSiteForm,
  exchangeBonusForm(limits),
  depositForm(depositRange({ min: limits.depositMin, max: limits.depositMax }, limits)),
  withdrawalForm(withdrawalRange({ min: limits.withdrawalMin, max: limits.maxBalance }, limits.maxBalance, limits)),
  transferForm,
  cashierWithdrawForm,
];
