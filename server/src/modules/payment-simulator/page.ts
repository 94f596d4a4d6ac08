import { escapeHtml } from '../../providers/mail/compose';
import type { SimulatorRedirect, SimulatorSession } from '../../providers/payment/simulator';

/** CSP allows inline styles (style-src 'unsafe-inline'), never inline scripts: this page has none. */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f4f6fa; color: #1a202c; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  .note { color: #4a5568; font-size: 0.9rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.75rem; }
  dt { color: #4a5568; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  form { margin: 0; }
  button { font: inherit; font-weight: 600; padding: 0.65rem 1.4rem; border-radius: 8px; cursor: pointer;
    border: 2px solid transparent; }
  button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  .pay { background: #276749; color: #fff; }
  .fail { background: #fff; color: #9b2c2c; border-color: #9b2c2c; }
  .cancel { background: #fff; color: #2d3748; border-color: #a0aec0; }
`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function formatBdt(amount: number): string {
  return `${amount.toLocaleString('en-US')} BDT`;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function actionForm(action: string, fields: Record<string, string>, label: string, kind: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
${hiddenFields(fields)}
<button type="submit" class="${kind}">${label}</button>
</form>`;
}

/**
 * The payment page: payee, product and amount, and Pay / Fail / Cancel. Each button posts the fields the
 * gateway would post to our callback URL; the server checks them and answers 307, so the browser posts
 * the same body to our success, fail or cancel URL, as it does after the real gateway.
 */
export function paymentPage(
  session: SimulatorSession,
  basePath: string,
  outcomes: Record<'pay' | 'fail' | 'cancel', SimulatorRedirect>,
): string {
  return document(
    'Payment simulator — Pathshala',
    `<h1>Pay with the simulator</h1>
<p class="note">A test payment gateway: no money moves. Choose what the payment should do.</p>
<dl>
<dt>Pay to</dt><dd>${escapeHtml(session.payee)}</dd>
<dt>Payer</dt><dd>${escapeHtml(session.payer)}</dd>
<dt>Product</dt><dd>${escapeHtml(session.product)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatBdt(session.amount))}</dd>
</dl>
<div class="actions" role="group" aria-label="Payment outcome">
${actionForm(`${basePath}/pay`, outcomes.pay.fields, `Pay ${escapeHtml(formatBdt(session.amount))}`, 'pay')}
${actionForm(`${basePath}/fail`, outcomes.fail.fields, 'Fail', 'fail')}
${actionForm(`${basePath}/cancel`, outcomes.cancel.fields, 'Cancel', 'cancel')}
</div>`,
  );
}

export function invalidSessionPage(): string {
  return document(
    'Payment session invalid — Pathshala',
    `<h1>Payment session invalid or expired</h1>
<p>This payment session is invalid or has expired. Go back to Pathshala and start the payment again.</p>`,
  );
}
