import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelfExclusionPeriod, useCreateSelfExclusion, type SelfExclusionPeriodValue } from '../../api/profile.ts';
import { signOut } from '../auth/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { appConfig } from '../../engine/load-config.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';

/**
 * profile/self-exclusion: cooling-off and self-exclusion periods (24 h, 7 days, 30 days, 6 months, 1 year,
 * permanent). Confirming signs the player out at once; sign-in is refused until the end and 7 more days (§4).
 */
/** Up to 30 days is a cooling-off (a pause); longer, a self-exclusion. The same request; the words differ (§4). */
const coolingOffPeriods: readonly SelfExclusionPeriodValue[] = [SelfExclusionPeriod['24h'], SelfExclusionPeriod['7d'], SelfExclusionPeriod['30d']];

export default function SelfExclusionPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SelfExclusionPeriodValue | ''>('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSelfExclusion({ mutation: { meta: { handlesErrors: true } } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!period) return setProblem('profile.selfExclusion.choose');
    if (!confirmed) return setProblem('profile.selfExclusion.confirmRequired');
    setProblem(null);
    try {
      const answer = await create.mutateAsync({ data: { period } });
      showToast({
        type: 'info',
        messageKey: answer.reactivationFrom ? 'profile.selfExclusion.doneUntil' : 'profile.selfExclusion.donePermanent',
        values: answer.reactivationFrom ? { date: formatDateTime(answer.reactivationFrom) } : undefined,
      });
      await signOut();
    } catch (error) {
      toastProfileError(error);
    }
  };

  const kind = period === '' ? null : coolingOffPeriods.includes(period) ? 'coolingOff' : 'exclusion';
  const delayDays = appConfig.market.terms.selfExclusionDelayDays;

  return (
    <ProfilePage titleKey="profile.selfExclusion.title">
      <Card>
        <Muted>{t('profile.selfExclusion.intro')}</Muted>
        <form onSubmit={(event) => void submit(event)} aria-label={t('profile.selfExclusion.title')} noValidate>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <legend>{t('profile.selfExclusion.period')}</legend>
            {Object.values(SelfExclusionPeriod).map((value) => (
              <label key={value} style={{ display: 'flex', gap: 8, alignItems: 'center', minBlockSize: 32 }}>
                <input type="radio" name="period" value={value} checked={period === value} onChange={() => setPeriod(value)} />
                {t(`profile.selfExclusion.periods.${value}`)}
              </label>
            ))}
          </fieldset>
          {/* What confirming does, before the player confirms (§4 Account rules from the terms: sign-in refused until the
              end and the reactivation delay after it). */}
          <div aria-live="polite">
            {period !== '' && (
              <Notice tone="warn" data-testid="self-exclusion-consequences" id="self-exclusion-consequences">
                {period === SelfExclusionPeriod.permanent
                  ? t('profile.selfExclusion.consequencesPermanent')
                  : t('profile.selfExclusion.consequences', { period: t(`profile.selfExclusion.periods.${period}`), days: delayDays })}
              </Notice>
            )}
          </div>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBlock: 12 }}>
            <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} name="confirm" />
            {t('profile.selfExclusion.confirm')}
          </label>
          {problem && (
            <Notice tone="error" role="alert">
              {t(problem)}
            </Notice>
          )}
          {/* A sober danger outline, never the yellow of Deposit: this closes the account, it is no call to action. */}
          <Button variant="danger" type="submit" disabled={create.isPending} aria-describedby={period !== '' ? 'self-exclusion-consequences' : undefined}>
            {t(kind === 'coolingOff' ? 'profile.selfExclusion.submitCoolingOff' : 'profile.selfExclusion.submit')}
          </Button>
        </form>
      </Card>
    </ProfilePage>
  );
}
