/**
 * The hosted sandbox payment page (DESIGN "The sandbox": a hosted payment page that approves or fails). It
 * stands in for a card processor's page: the player lands here from the deposit's redirectLink, and the tester
 * approves or fails the payment; the page then sends the player back to the deposit's return address.
 */
export interface PaymentPageView {
  paymentUid: string;
  systemName: string;
  amount: string;
  currency: string;
  /** A payment already decided shows its outcome instead of the buttons. */
  final: 'approved' | 'failed' | null;
  returnUrl: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

export function renderPaymentPage(view: PaymentPageView): string {
  const uid = encodeURIComponent(view.paymentUid);
  const body = view.final
    ? `<p role="status">This payment is already ${view.final}.</p>${view.returnUrl ? `<p><a href="${escapeHtml(view.returnUrl)}">Back to the site</a></p>` : ''}`
    : `<form method="post" action="/sandbox/payment-page/${uid}/approve"><button type="submit" class="approve">Approve payment</button></form>
       <form method="post" action="/sandbox/payment-page/${uid}/fail"><button type="submit" class="fail">Fail payment</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment page</title>
<style>
  body { font-family: system-ui, sans-serif; background: #10131c; color: #f4f6fb; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #1b2131; padding: 32px; border-radius: 12px; max-width: 420px; width: 100%; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #b7c0d3; }
  form { display: inline-block; margin-inline-end: 12px; }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 8px; font-size: 16px; font-weight: 700; cursor: pointer; }
  .approve { background: #52d18a; color: #04210f; }
  .fail { background: #ff8a8a; color: #2b0404; }
  a { color: #ffe08a; }
</style>
</head>
<body>
<main>
  <h1>Sandbox payment page</h1>
  <p>No real money moves here: this page stands in for the payment processor.</p>
  <dl>
    <dt>Payment</dt><dd>${escapeHtml(view.paymentUid)}</dd>
    <dt>System</dt><dd>${escapeHtml(view.systemName)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
