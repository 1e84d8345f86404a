// The local checkout page's stylesheet and script, served from /checkout/assets/ so the page
// keeps the app's CSP (script-src 'self': no inline script). The colours, radii and type are the
// app's light theme (packages/ui/src/themes), which the server cannot import.

export const CHECKOUT_CSS = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('/checkout/assets/inter.woff2') format('woff2-variations');
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  font-family: 'Inter Variable', system-ui, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: #0f172a;
  background: #f8fafc;
}
.checkout {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  min-height: 100vh;
}
.summary {
  background: #eef4fd;
  border-right: 1px solid #e2e8f0;
  padding: 48px 32px;
  display: flex;
  justify-content: flex-end;
}
.summary-inner, .pay-inner { width: 100%; max-width: 420px; }
.pay { padding: 48px 32px; display: flex; justify-content: flex-start; }
.merchant { display: flex; align-items: center; gap: 8px; margin: 0 0 32px; font-weight: 600; }
.merchant-mark {
  display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 8px;
  background: #0d4fb8; color: #ffffff; font-size: 14px; font-weight: 700;
}
.test-badge {
  margin-left: 4px; padding: 2px 8px; border-radius: 9999px; background: #fdf0d5; color: #8a4b08;
  font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em;
}
.label { margin: 0; color: #475569; font-size: 14px; }
.amount { margin: 4px 0 24px; font-size: 28px; font-weight: 700; line-height: 1.25; }
.lines { list-style: none; margin: 0; padding: 0; border-top: 1px solid #cbd5e1; }
.lines li, .total {
  display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; font-size: 14px;
}
.lines li { border-bottom: 1px solid #cbd5e1; }
.total { margin: 0; font-weight: 600; }
h1.pay-title { margin: 0 0 24px; font-size: 22px; font-weight: 600; line-height: 1.25; }
.field { margin-bottom: 16px; }
.field label, .field-label { display: block; margin-bottom: 4px; font-size: 14px; font-weight: 500; color: #334155; }
.field input {
  width: 100%; height: 40px; padding: 0 12px; font: inherit; color: inherit;
  background: #ffffff; border: 1px solid #64748b; border-radius: 8px;
}
.field input:focus { outline: 2px solid #1560d4; outline-offset: 1px; }
.field input[aria-invalid='true'] { border-color: #b42318; }
.field input[readonly] { background: #f1f5f9; border-color: #e2e8f0; }
.field-error { margin: 4px 0 0; color: #b42318; font-size: 14px; }
.field-error:empty { display: none; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.alert {
  margin: 0 0 16px; padding: 12px 16px; border-radius: 8px; background: #fde4e2; color: #b42318;
  font-size: 14px; font-weight: 500;
}
.button {
  display: inline-flex; align-items: center; justify-content: center; width: 100%; height: 44px;
  padding: 0 16px; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer; text-decoration: none;
}
.button-primary { background: #0d4fb8; color: #ffffff; border: 1px solid #0d4fb8; }
.button-primary:hover { background: #0b3d91; }
.button-primary:disabled { opacity: 0.7; cursor: progress; }
.button-secondary { margin-top: 12px; background: #ffffff; color: #0f172a; border: 1px solid #cbd5e1; }
.button-secondary:hover { background: #f1f5f9; }
.button:focus-visible { outline: 2px solid #1560d4; outline-offset: 2px; }
.test-note { margin: 24px 0 0; color: #475569; font-size: 12px; }
.test-note code { font-family: inherit; font-weight: 600; color: #334155; white-space: nowrap; }
.status { max-width: 480px; margin: 96px auto; padding: 32px; background: #ffffff; border: 1px solid #e2e8f0;
  border-radius: 12px; box-shadow: 0 4px 12px rgba(15, 23, 42, 0.10); text-align: center; }
.status .merchant { justify-content: center; margin-bottom: 16px; color: #0f172a; }
.status h1 { margin: 0 0 8px; font-size: 22px; }
.status p { margin: 0 0 24px; color: #475569; }
@media (max-width: 720px) {
  .checkout { grid-template-columns: minmax(0, 1fr); min-height: 0; }
  .summary { border-right: 0; border-bottom: 1px solid #e2e8f0; padding: 24px 16px; justify-content: center; }
  .pay { padding: 24px 16px 32px; justify-content: center; }
  .merchant { margin-bottom: 16px; }
  .amount { margin-bottom: 16px; }
  .status { margin: 32px 16px; padding: 24px 16px; }
}
`;

// Plain ES2019 for any browser. The server checks everything again; this only helps typing:
// the number in groups of four (4-6-5 for American Express), MM/YY, digits-only CVC, the same
// messages before a round trip, and 'Processing…' while the payment goes through.
export const CHECKOUT_JS = `
(function () {
  var form = document.getElementById('pay-form');
  if (!form) return;
  var number = form.elements.namedItem('number');
  var expiry = form.elements.namedItem('expiry');
  var cvc = form.elements.namedItem('cvc');
  var name = form.elements.namedItem('name');
  var button = document.getElementById('pay-button');

  function digits(value) { return value.replace(/\\D/g, ''); }
  function isAmex(d) { return d.charAt(0) === '3'; }
  function groupNumber(d) {
    d = d.slice(0, 19);
    if (isAmex(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
    return d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function setError(input, message) {
    var error = document.getElementById(input.name + '-error');
    if (error) error.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }

  number.addEventListener('input', function () {
    var atEnd = number.selectionStart === number.value.length;
    number.value = groupNumber(digits(number.value));
    if (atEnd) number.setSelectionRange(number.value.length, number.value.length);
  });
  expiry.addEventListener('input', function (event) {
    var d = digits(expiry.value).slice(0, 4);
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
  cvc.addEventListener('input', function () { cvc.value = digits(cvc.value).slice(0, 4); });

  form.addEventListener('submit', function (event) {
    var d = digits(number.value);
    var numberError = '';
    if (!number.value.trim()) numberError = 'Enter the card number.';
    else if (d.length < 12) numberError = 'The card number is incomplete.';
    else if (d.length > 19 || !luhn(d)) numberError = 'The card number is not valid.';
    var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2})\\s*$/.exec(expiry.value);
    var expiryError = '';
    if (!expiry.value.trim()) expiryError = 'Enter the expiry date.';
    else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) expiryError = 'Enter the expiry date as MM/YY.';
    else if (Date.UTC(2000 + Number(m[2]), Number(m[1]), 1) <= Date.now()) expiryError = 'The card has expired.';
    var cvcLength = isAmex(d) ? 4 : 3;
    var cvcError = new RegExp('^\\\\d{' + cvcLength + '}$').test(cvc.value) ? '' : 'Enter the ' + cvcLength + '-digit security code.';
    var nameError = name.value.trim() ? '' : 'Enter the name on the card.';
    setError(number, numberError);
    setError(expiry, expiryError);
    setError(cvc, cvcError);
    setError(name, nameError);
    var first = [[number, numberError], [expiry, expiryError], [cvc, cvcError], [name, nameError]]
      .filter(function (pair) { return pair[1]; })[0];
    if (first) {
      event.preventDefault();
      first[0].focus();
      return;
    }
    button.disabled = true;
    button.textContent = 'Processing…';
  });

  var invalid = form.querySelector('[aria-invalid="true"]');
  if (invalid) invalid.focus();
})();
`;
