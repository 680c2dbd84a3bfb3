import i18n from '../../lib/i18n';

// The server words an invoice 'Core plan, monthly' or 'Renewal: core plan, yearly' (stored in English).
const PLAN_LINE = /^(Renewal: )?(.+) plan, (monthly|yearly)$/i;

/** An invoice description in the reader's language; a description of another form is shown as written. */
export function invoiceDescription(text: string): string {
  const m = PLAN_LINE.exec(text);
  if (!m) return text;
  const plan = m[2].charAt(0).toUpperCase() + m[2].slice(1);
  const period = i18n.t(
    m[3].toLowerCase() === 'yearly' ? 'subscriptions.invoices.yearly' : 'subscriptions.invoices.monthly',
  );
  return m[1]
    ? i18n.t('subscriptions.invoices.renewalLine', { plan, period })
    : i18n.t('subscriptions.invoices.planLine', { plan, period });
}
