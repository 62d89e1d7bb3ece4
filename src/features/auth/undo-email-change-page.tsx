import { href } from '../../engine/hrefs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUndoEmailChange } from '../../api/accounts.ts';
import { authStore } from '../../stores/auth.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Link } from '../../ui/primitives/link.tsx';
import { AuthCard, Notice } from './auth-card.tsx';
import { signOut } from './session.ts';

/**
 * /undo-email-change/{token} (§5 Account changes that ask for the password): the link mailed to the previous address when the e-mail changes. The
 * player confirms with a button (a mail scanner opening the link changes nothing); the address comes back and
 * every session of the account ends, this one included.
 */
export default function UndoEmailChangePage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const undo = useUndoEmailChange({ mutation: { meta: { handlesErrors: true } } });
  // Kept here: signing out below clears the query client, the mutation's state with it.
  const [restoredEmail, setRestoredEmail] = useState<string | null>(null);
  return (
    <AuthCard title={t('auth.undoEmail.title')}>
      {restoredEmail ? (
        <>
          <Notice tone="success" role="status">
            {t('auth.undoEmail.done', { email: restoredEmail })}
          </Notice>
          <Link to={href('forgot-password')}>{t('auth.undoEmail.newPassword')}</Link>
        </>
      ) : (
        <>
          <p>{t('auth.undoEmail.intro')}</p>
          {undo.isError && (
            <Notice tone="error" role="alert">
              {t('auth.undoEmail.failed')}
            </Notice>
          )}
          <Button
            type="button"
            disabled={!token || undo.isPending}
            aria-busy={undo.isPending}
            onClick={() =>
              undo.mutate(
                { data: { token: token ?? '' } },
                {
                  onSuccess: (answer) => {
                    setRestoredEmail(answer.email);
                    // The server ended every session of the account: this browser's one too.
                    if (authStore.isAuth) void signOut();
                  },
                },
              )
            }
          >
            {t('auth.undoEmail.submit')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
