import type { Text } from '../../i18n/catalog';
import { banglaMessage } from '../../http/messages';
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

function document(text: Text, title: string, body: string): string {
  return `<!doctype html>
<html lang="${text.language}">
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

/**
 * The product our server named for the gateway (English, 'Tuition fee: rahim — Physics'), in the page's
 * language (the server's message table has its pattern); any other product as it is.
 */
const productName = (text: Text, product: string) =>
  text.language === 'bn' ? (banglaMessage(product) ?? product) : product;

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
  text: Text,
  session: SimulatorSession,
  basePath: string,
  outcomes: Record<'pay' | 'fail' | 'cancel', SimulatorRedirect>,
): string {
  const { t } = text;
  const amount = escapeHtml(text.money(session.amount));
  return document(
    text,
    t('simulator.title'),
    `<h1>${escapeHtml(t('simulator.heading'))}</h1>
<p class="note">${escapeHtml(t('simulator.note'))}</p>
<dl>
<dt>${escapeHtml(t('simulator.payTo'))}</dt><dd>${escapeHtml(session.payee)}</dd>
<dt>${escapeHtml(t('simulator.payer'))}</dt><dd>${escapeHtml(session.payer)}</dd>
<dt>${escapeHtml(t('simulator.product'))}</dt><dd>${escapeHtml(productName(text, session.product))}</dd>
<dt>${escapeHtml(t('simulator.transaction'))}</dt><dd>${escapeHtml(session.tranId)}</dd>
<dt>${escapeHtml(t('simulator.amount'))}</dt><dd class="amount">${amount}</dd>
</dl>
<div class="actions" role="group" aria-label="${escapeHtml(t('simulator.outcome'))}">
${actionForm(`${basePath}/pay`, outcomes.pay.fields, escapeHtml(t('simulator.pay', { amount: text.money(session.amount) })), 'pay')}
${actionForm(`${basePath}/fail`, outcomes.fail.fields, escapeHtml(t('simulator.fail')), 'fail')}
${actionForm(`${basePath}/cancel`, outcomes.cancel.fields, escapeHtml(t('simulator.cancel')), 'cancel')}
</div>`,
  );
}

export function invalidSessionPage(text: Text): string {
  return document(
    text,
    text.t('simulator.invalidTitle'),
    `<h1>${escapeHtml(text.t('simulator.invalidHeading'))}</h1>
<p>${escapeHtml(text.t('simulator.invalidText'))}</p>`,
  );
}
