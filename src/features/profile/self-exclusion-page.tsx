import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelfExclusionPeriod, useCreateSelfExclusion, type SelfExclusionPeriodValue } from '../../api/profile.ts';
import { signOut } from '../auth/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { reactivationFrom, selfExclusionEnd } from '../../domain/self-exclusion.ts';
import { href } from '../../engine/hrefs.ts';
import { showToast } from '../../stores/toasts.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { appConfig } from '../../engine/load-config.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';

/**
 * profile/self-exclusion: cooling-off and self-exclusion periods (24 h, 7 days, 30 days, 6 months, 1 year,
 * permanent). Two steps, as a player expects of a decision they cannot undo: the period, then a summary (until
 * when, what stops) to confirm. Confirming signs the player out at once to a page that says so, with the help
 * organisations of the market; sign-in is refused until the end and 7 more days (§4).
 */
/** Up to 30 days is a cooling-off (a pause); longer, a self-exclusion. The same request; the words differ (§4). */
const coolingOffPeriods: readonly SelfExclusionPeriodValue[] = [SelfExclusionPeriod['24h'], SelfExclusionPeriod['7d'], SelfExclusionPeriod['30d']];

export default function SelfExclusionPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SelfExclusionPeriodValue | ''>('');
  const [summary, setSummary] = useState<{ endsAt: number | null; reactivationFrom: number | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSelfExclusion({ mutation: { meta: { handlesErrors: true } } });
  const navigate = useNavigate();
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const delayMs = appConfig.market.terms.selfExclusionDelayDays * 86_400_000;

  // Step 1: the period chosen, the summary of what confirming does (its dates as the server will set them).
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!period) return setProblem('profile.selfExclusion.choose');
    setProblem(null);
    const endsAt = selfExclusionEnd(period, Date.now());
    setSummary({ endsAt, reactivationFrom: reactivationFrom(endsAt, delayMs) });
    requestAnimationFrame(() => summaryHeading.current?.focus());
  };

  // Step 2: confirmed on the summary; signed out to the page that says so.
  const confirm = async () => {
    if (!period) return;
    try {
      const answer = await create.mutateAsync({ data: { period } });
      showToast({
        type: 'info',
        messageKey: answer.reactivationFrom ? 'profile.selfExclusion.doneUntil' : 'profile.selfExclusion.donePermanent',
        values: answer.reactivationFrom ? { date: formatDateTime(answer.reactivationFrom) } : undefined,
      });
      await signOut();
      void navigate(`${href('self-excluded')}${answer.reactivationFrom ? `?from=${encodeURIComponent(answer.reactivationFrom)}` : ''}`, { replace: true });
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
        <form onSubmit={review} aria-label={t('profile.selfExclusion.title')} noValidate hidden={summary !== null}>
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
          {problem && (
            <Notice tone="error" role="alert">
              {t(problem)}
            </Notice>
          )}
          <Button variant="secondary" type="submit" aria-describedby={period !== '' ? 'self-exclusion-consequences' : undefined}>
            {t('profile.selfExclusion.continue')}
          </Button>
        </form>
        {summary && period !== '' && (
          <section aria-labelledby="self-exclusion-summary-title" data-testid="self-exclusion-summary">
            <h2 id="self-exclusion-summary-title" ref={summaryHeading} tabIndex={-1}>
              {t('profile.selfExclusion.summaryTitle')}
            </h2>
            <p>
              <strong>{t(`profile.selfExclusion.periods.${period}`)}</strong>
            </p>
            <p>
              {summary.endsAt !== null && summary.reactivationFrom !== null
                ? t('profile.selfExclusion.summaryUntil', { date: formatDateTime(summary.endsAt), reactivation: formatDateTime(summary.reactivationFrom) })
                : t('profile.selfExclusion.summaryPermanent')}
            </p>
            <p>{t('profile.selfExclusion.stopsTitle')}</p>
            <ul>
              {(['signIn', 'betting', 'deposits', 'emails'] as const).map((stop) => (
                <li key={stop}>{t(`profile.selfExclusion.stops.${stop}`)}</li>
              ))}
            </ul>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {/* A sober danger outline, never the yellow of Deposit: this closes the account, it is no call to action. */}
              <Button variant="danger" onClick={() => void confirm()} disabled={create.isPending}>
                {t(kind === 'coolingOff' ? 'profile.selfExclusion.confirmCoolingOff' : 'profile.selfExclusion.confirmExclusion')}
              </Button>
              <Button variant="ghost" onClick={() => setSummary(null)}>
                {t('profile.selfExclusion.change')}
              </Button>
            </div>
          </section>
        )}
      </Card>
    </ProfilePage>
  );
}
