import { formatUsdExact } from '@injury-assist/domain';
import { escapeHtml } from '../mail/escape-html';
import type { CardErrors } from './card-details';
import type { CheckoutSession } from './checkout-sessions';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
<script src="/checkout/assets/checkout.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

const merchant = `<p class="merchant"><span class="merchant-mark" aria-hidden="true">IA</span>Injury Assist<span class="test-badge">Test mode</span></p>`;

export interface CheckoutFormState {
  /** What the person typed that may be shown again: never the card number or the CVC. */
  values: { expiry: string; name: string };
  errors: CardErrors;
  /** A decline or a failure to confirm, shown above the form. */
  alert: string | null;
}

export const EMPTY_FORM: CheckoutFormState = { values: { expiry: '', name: '' }, errors: {}, alert: null };

function field(
  id: 'number' | 'expiry' | 'cvc' | 'name',
  label: string,
  attributes: string,
  state: CheckoutFormState,
): string {
  const error = state.errors[id] ?? '';
  const value = id === 'expiry' || id === 'name' ? state.values[id] : '';
  return `<div class="field">
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attributes} value="${escapeHtml(value)}" aria-describedby="${id}-error"${error ? ' aria-invalid="true"' : ''}>
<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>
</div>`;
}

/** The hosted-style card page: what is paid for on one side, the card form on the other. */
export function checkoutPage(session: CheckoutSession, state: CheckoutFormState): string {
  const total = formatUsdExact(session.amountTotalCents);
  const lines = session.lineItems
    .map(
      (item) => `<li><span>${escapeHtml(item.description)}</span><span>${formatUsdExact(item.amountCents)}</span></li>`,
    )
    .join('\n');
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  return page(
    `Pay ${total} – Injury Assist`,
    `<main class="checkout">
<section class="summary" aria-label="Order summary">
<div class="summary-inner">
${merchant}
<p class="label">Pay Injury Assist</p>
<p class="amount">${total}</p>
<ul class="lines">
${lines}
</ul>
<p class="total"><span>Total due today</span><span>${total}</span></p>
</div>
</section>
<section class="pay">
<div class="pay-inner">
<h1 class="pay-title">Pay with card</h1>
${state.alert ? `<p class="alert" role="alert">${escapeHtml(state.alert)}</p>` : ''}
<form id="pay-form" method="post" action="${action}/pay" novalidate>
<div class="field">
<label for="email">Email</label>
<input id="email" type="email" value="${escapeHtml(session.customerEmail)}" readonly>
</div>
${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" spellcheck="false"', state)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', state)}
${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"', state)}
</div>
${field('name', 'Name on card', 'type="text" autocomplete="cc-name" maxlength="100"', state)}
<button id="pay-button" class="button button-primary" type="submit">Pay ${total}</button>
</form>
<form method="post" action="${action}/cancel">
<button class="button button-secondary" type="submit">Cancel</button>
</form>
<p class="test-note">Test mode: no money moves. <code>4242 4242 4242 4242</code> succeeds,
<code>4000 0000 0000 0002</code> is declined; use any future expiry date and any CVC.</p>
</div>
</section>
</main>`,
  );
}

/** A checkout that can no longer be paid (paid, cancelled, expired, unknown), with a way on. */
export function checkoutStatusPage(title: string, text: string, link: { href: string; label: string } | null): string {
  return page(
    `${title} – Injury Assist`,
    `<main class="status">
${merchant}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<a class="button button-primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ''}
</main>`,
  );
}
