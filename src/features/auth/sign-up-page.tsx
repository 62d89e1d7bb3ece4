import { href } from '../../engine/hrefs.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../ui/primitives/link.tsx';
import type { FormValues } from '../../../schemas/config/form.ts';
import { signUpForm } from '../../../config/forms/sign-up.ts';
import { useRegister } from '../../api/accounts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { AuthCard, Notice } from './auth-card.tsx';

type SignUpValues = FormValues<typeof signUpForm>;

/** sign-up/{promocode} (§2): registration with the promo code prefilled and required terms acceptance (§5). */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { promocode } = useParams();
  const register = useRegister({ mutation: { meta: { handlesErrors: true } } });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const defaultValues = useMemo(() => ({ promocode: promocode ?? '', terms_accepted: false }) as unknown as SignUpValues, [promocode]);

  const submit = async (values: SignUpValues) => {
    const { repeat_password: _repeat, promocode: code, ...body } = values;
    await register.mutateAsync({ data: { ...body, terms_accepted: true, ...(code ? { promocode: code } : {}) } });
    setRegisteredEmail(values.email);
  };

  return (
    <AuthCard title={t('auth.signUp.title')}>
      {registeredEmail ? (
        <>
          <Notice tone="success" role="status">
            {t('auth.signUp.done', { email: registeredEmail })}
          </Notice>
          <Link to={href('auth-sign-in')}>{t('auth.signIn.title')}</Link>
        </>
      ) : (
        <ConfigForm form={signUpForm} onSubmit={submit} defaultValues={defaultValues}>
          <p>
            {t('auth.signUp.haveAccount')} <Link to={href('auth-sign-in')}>{t('auth.signIn.title')}</Link>
          </p>
        </ConfigForm>
      )}
    </AuthCard>
  );
}
