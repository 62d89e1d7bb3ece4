import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { betslipSlipStore, type SlipOddsPolicy } from '../../stores/betslip-slip.ts';

// docs/product.md §5 Odds changes: what the player lets a moved price do (ask each time, take a higher one, take any),
// sent with the ticket as its odds_policy (§8 coefs_changed).

const policies: SlipOddsPolicy[] = ['ask', 'accept-higher', 'accept-any'];

export function OddsPolicyChoice({ policy }: { policy: SlipOddsPolicy }): JSX.Element {
  const { t } = useTranslation();
  return (
    <label className="choice">
      {t('betslip.policy.label')}
      <select value={policy} onChange={(event) => (betslipSlipStore.oddsPolicy = event.target.value as SlipOddsPolicy)}>
        {policies.map((entry) => (
          <option key={entry} value={entry}>
            {t(`betslip.policy.${entry}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
