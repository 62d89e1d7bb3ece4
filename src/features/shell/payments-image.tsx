import { useTranslation } from 'react-i18next';
import { theme } from '../../ui/theme.ts';

const { colors } = theme;

/**
 * §2: the mobile footer's payments image (cards, e-wallet, mobile payment), described by its alt text. Drawn in the
 * theme's colours, so it follows the brand (config/brand.ts); the card scheme's two circles keep their own.
 */
export function PaymentsImage() {
  const { t } = useTranslation();
  return (
    <svg role="img" aria-label={t('shell.footer.paymentsAlt')} width="240" height="40" viewBox="0 0 240 40" focusable="false">
      <g>
        <rect x="1" y="4" width="52" height="32" rx="5" fill={colors.text} />
        <rect x="1" y="11" width="52" height="6" fill={colors.surface} />
        <rect x="8" y="24" width="18" height="4" rx="1" fill={colors.textMuted} />
      </g>
      <g>
        <rect x="62" y="4" width="52" height="32" rx="5" fill={colors.surfaceRaised} stroke={colors.controlBorder} />
        <circle cx="82" cy="20" r="9" fill="#eb001b" />
        <circle cx="94" cy="20" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </g>
      <g>
        <rect x="123" y="4" width="52" height="32" rx="5" fill={colors.surfaceRaised} stroke={colors.controlBorder} />
        <rect x="135" y="11" width="28" height="18" rx="3" fill="none" stroke={colors.primary} strokeWidth="2" />
        <circle cx="157" cy="20" r="2.5" fill={colors.primary} />
      </g>
      <g>
        <rect x="184" y="4" width="52" height="32" rx="5" fill={colors.surfaceRaised} stroke={colors.controlBorder} />
        <rect x="202" y="8" width="16" height="24" rx="3" fill="none" stroke={colors.info} strokeWidth="2" />
        <circle cx="210" cy="28" r="1.5" fill={colors.info} />
      </g>
    </svg>
  );
}
