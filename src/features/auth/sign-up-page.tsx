import { href } from '../../engine/hrefs.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../ui/primitives/link.tsx';
import type { FormValues } from '../../../schemas/config/form.ts';
import { signUpForm } from '../../../config/forms/sign-up.ts';
import { useRegister } from '../../api/accounts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { setSignedInExit, useReturnAddress, withReturnPath } from '../../engine/return-address.ts';
import { AuthCard, Notice } from './auth-card.tsx';
import { signInWithSession } from './session.ts';
import { preloadSignedInHeader } from './signed-in-lazy.tsx';

type SignUpValues = FormValues<typeof signUpForm>;

/**
 * sign-up/{promocode} (§2): registration with the promo code prefilled and required terms acceptance (§5). A new
 * account is signed in at once and taken to the deposit, which then leads back to where the guest was (§5 Registration).
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { promocode } = useParams();
  const returnTo = useReturnAddress();
  const register = useRegister({ mutation: { meta: { handlesErrors: true } } });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const defaultValues = useMemo(() => ({ promocode: promocode ?? '', terms_accepted: false }) as unknown as SignUpValues, [promocode]);

  const submit = async (values: SignUpValues) => {
    const { repeat_password: _repeat, promocode: code, ...body } = values;
    preloadSignedInHeader();
    const answer = await register.mutateAsync({ data: { ...body, terms_accepted: true, ...(code ? { promocode: code } : {}) } });
    if (answer.access && answer.refresh && answer.user) {
      // The guard takes the new player from this guest-only page to the deposit; its "back" is the page they came from.
      setSignedInExit(withReturnPath(href('profile-replenishment'), returnTo));
      signInWithSession({ access: answer.access, refresh: answer.refresh, user: answer.user });
      return;
    }
    // No session: the name or address was taken, and the e-mail says which (§5 Sign-in throttle).
    setRegisteredEmail(values.email);
  };

  const signInHref = withReturnPath(href('auth-sign-in'), returnTo);
  return (
    <AuthCard title={t('auth.signUp.title')}>
      {registeredEmail ? (
        <>
          <Notice tone="success" role="status">
            {t('auth.signUp.done', { email: registeredEmail })}
          </Notice>
          <Link to={signInHref}>{t('auth.signIn.title')}</Link>
        </>
      ) : (
        <ConfigForm form={signUpForm} onSubmit={submit} defaultValues={defaultValues}>
          <p>
            {t('auth.signUp.haveAccount')} <Link to={signInHref}>{t('auth.signIn.title')}</Link>
          </p>
        </ConfigForm>
      )}
    </AuthCard>
  );
}
