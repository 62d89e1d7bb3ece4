import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipTotals as SlipTotalsFigures } from '../../engine/sportsbook/slip-maths.ts';
import type { SlipBoost } from '../../engine/sportsbook/accumulator-boost.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { href } from '../../engine/hrefs.ts';
import type { BetslipSlipState } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Link } from '../../ui/primitives/link.tsx';
import type { SlipMoney } from './slip-money.ts';
import type { PlacementOutcome } from './use-placement.ts';

// docs/product.md §5 Bet slip: the footer pinned to the bottom of whatever scrolls the slip (Place always visible): the
// number of bets, total stake and potential win, why the slip cannot be placed or how the last placement went, and
// Place (or Accept and place, when a price moved or the server refused a changed one).

export interface SlipTotalsProps {
  totals: SlipTotalsFigures;
  hasTickets: boolean;
  /** The potential win at the picked prices when a price moved (§5 Odds changes): said beside the new one. */
  pickedWinMinor: number | null;
  /** The accumulator boost, included in the potential win and said on a line of its own (§5). */
  boost: SlipBoost | null;
  money: SlipMoney['money'];
}

/** The number of bets, the total stake and the potential win (at the prices that would be taken); a dash while the slip has no valid bet. */
export function SlipTotals({ totals, hasTickets, pickedWinMinor, boost, money }: SlipTotalsProps): JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <dl>
        <dt>{t('betslip.slip.betCount')}</dt>
        <dd data-testid="slip-bet-count">{totals.ok ? totals.betCount : '–'}</dd>
        <dt>{t('betslip.slip.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{totals.ok && hasTickets ? money(totals.totalStakeMinor) : '–'}</dd>
        <dt>{t('betslip.slip.potentialWin')}</dt>
        <dd data-testid="slip-potential-win">{totals.ok && hasTickets ? money(totals.potentialWinMinor + (boost?.boostMinor ?? 0)) : '–'}</dd>
      </dl>
      {totals.ok && hasTickets && boost && <p data-testid="slip-boost">{t('betslip.slip.boost', { percent: boost.percent, amount: money(boost.boostMinor) })}</p>}
      {totals.ok && hasTickets && pickedWinMinor !== null && <p data-testid="slip-win-changed">{t('betslip.slip.potentialWinChanged', { amount: money(pickedWinMinor) })}</p>}
    </>
  );
}

export interface SlipNoticesProps {
  readiness: Pick<SlipReadiness, 'tooLittleMoney' | 'depositLeftMinor' | 'blockedInSlip' | 'summary'>;
  outcome: PlacementOutcome | null;
  wallet: BetslipSlipState['wallet'];
  /** The loss limit's refusal of the stake (said in the common stake's field, or here when each line has its own). */
  lossBitesMessage: string | null;
  money: SlipMoney['money'];
}

/** Why Place is refused (money, loss limit, a blocked line), and how the last placement went. */
export function SlipNotices({ readiness, outcome, wallet, lossBitesMessage, money }: SlipNoticesProps): JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {readiness.tooLittleMoney && (
        <p className="refusal" role="alert">
          {t(wallet === 'bonus' ? 'betslip.wallet.tooLittleBonus' : 'betslip.refusals.not_enough_money')}
          {wallet === 'cash' && readiness.depositLeftMinor !== null && <> {t('betslip.limits.depositLeft', { amount: money(readiness.depositLeftMinor) })}</>}
        </p>
      )}
      {lossBitesMessage && readiness.summary.perSelection && (
        <p className="refusal" role="alert">
          {lossBitesMessage}
        </p>
      )}
      {readiness.blockedInSlip && (
        <p className="refusal" role="alert">
          {t('betslip.blocked.summary')}
        </p>
      )}
      <PlacementNotice outcome={outcome} />
    </>
  );
}

/** How the last placement went: sign in first, waiting on a live ticket, partly placed, rejected or refused (§8). */
export function PlacementNotice({ outcome }: { outcome: PlacementOutcome | null }): JSX.Element | null {
  const { t } = useTranslation();
  switch (outcome?.kind) {
    case 'sign-in':
      return (
        <p role="alert" data-testid="slip-sign-in">
          {/* §2 Player journey: signing in or registering from here comes back to this page, the slip kept. */}
          {t('betslip.slip.signInToPlace')} <Link to={href('auth-sign-in')}>{t('betslip.slip.signIn')}</Link> · <Link to={href('sign-up')}>{t('betslip.slip.register')}</Link>
        </p>
      );
    case 'pending':
      return (
        <p role="status" data-testid="slip-pending">
          {t('betslip.slip.pending')}
        </p>
      );
    case 'rejected':
    case 'refused':
      return (
        <>
          {outcome.placed > 0 && <p role="status">{t('betslip.slip.partlyPlaced', { count: outcome.placed })}</p>}
          {outcome.kind === 'rejected' && (
            <p className="refusal" role="alert" data-testid="slip-rejected">
              {outcome.code === 'coefs_changed' && outcome.selections.length > 0 ? t('betslip.slip.liveOddsMoved') : t(`betslip.refusals.${outcome.code}`, { defaultValue: t('errors.defaultMessage') })}
            </p>
          )}
          {outcome.kind === 'refused' && outcome.selections.length === 0 && (
            <p className="refusal" role="alert">
              {t(`betslip.refusals.${outcome.code}`, { defaultValue: t(`errors.${outcome.code}`, { defaultValue: t('errors.defaultMessage') }) })}
            </p>
          )}
        </>
      );
    default:
      return null;
  }
}

/** Place, or Accept and place when a moved price waits for the player's yes. */
export function PlaceButton({ accept, disabled, onPlace }: { accept: boolean; disabled: boolean; onPlace: (acceptPrices: boolean) => void }): JSX.Element {
  const { t } = useTranslation();
  return accept ? (
    <Button disabled={disabled} onClick={() => onPlace(true)}>
      {t('betslip.slip.acceptAndPlace')}
    </Button>
  ) : (
    <Button disabled={disabled} onClick={() => onPlace(false)}>
      {t('betslip.slip.place')}
    </Button>
  );
}
