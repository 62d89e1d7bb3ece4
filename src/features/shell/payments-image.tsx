import { useTranslation } from 'react-i18next';

/** §2: the mobile footer's payments image (cards, e-wallet, mobile payment), described by its alt text. */
export function PaymentsImage() {
  const { t } = useTranslation();
  return (
    <svg role="img" aria-label={t('shell.footer.paymentsAlt')} width="240" height="40" viewBox="0 0 240 40" focusable="false">
      <g>
        <rect x="1" y="4" width="52" height="32" rx="5" fill="#f4f6fb" />
        <rect x="1" y="11" width="52" height="6" fill="#1a2133" />
        <rect x="8" y="24" width="18" height="4" rx="1" fill="#b7c0d3" />
      </g>
      <g>
        <rect x="62" y="4" width="52" height="32" rx="5" fill="#232c42" stroke="#8a96b4" />
        <circle cx="82" cy="20" r="9" fill="#eb001b" />
        <circle cx="94" cy="20" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </g>
      <g>
        <rect x="123" y="4" width="52" height="32" rx="5" fill="#232c42" stroke="#8a96b4" />
        <rect x="135" y="11" width="28" height="18" rx="3" fill="none" stroke="#ffc629" strokeWidth="2" />
        <circle cx="157" cy="20" r="2.5" fill="#ffc629" />
      </g>
      <g>
        <rect x="184" y="4" width="52" height="32" rx="5" fill="#232c42" stroke="#8a96b4" />
        <rect x="202" y="8" width="16" height="24" rx="3" fill="none" stroke="#56ccf2" strokeWidth="2" />
        <circle cx="210" cy="28" r="1.5" fill="#56ccf2" />
      </g>
    </svg>
  );
}
