/**
 * A transfer's reason in the player's language (§1 Languages). The backend writes its reasons in English
 * ("Cancelled", "Rejected", "Approval failed", "Card expired"); the pack names each known one under
 * profile.transaction.reasons.<code>, and a reason a cashier typed by hand stays as written.
 */
const knownReasons: Readonly<Record<string, string>> = {
  cancelled: 'cancelled',
  canceled: 'cancelled',
  rejected: 'rejected',
  'approval failed': 'approval_failed',
  'card expired': 'card_expired',
};

export function transferReason(t: (key: string) => string, description: string): string {
  const code = knownReasons[description.trim().toLowerCase()];
  return code ? t(`profile.transaction.reasons.${code}`) : description;
}
