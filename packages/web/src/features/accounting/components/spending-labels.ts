import { useTranslation } from 'react-i18next';
import { formatUsd, SPENDING_NO_VENDOR, SPENDING_OTHER, type SpendingRow } from '@atrium/contract';

/** The shown name of a category or vendor key: 'No vendor' and 'Other' for the reserved keys. */
export function useSpendingKeyLabel() {
  const { t } = useTranslation();
  return (key: string) =>
    key === SPENDING_NO_VENDOR ? t('spending.noVendor') : key === SPENDING_OTHER ? t('spending.other') : key;
}

/** A change in whole dollars with its sign (spec 1 §9 formats): '+$3,000', '-$2,000', '$0'. */
export function signedUsd(v: number): string {
  const r = Math.round(v);
  if (r > 0) return `+${formatUsd(r)}`;
  if (r < 0) return `-${formatUsd(-r)}`;
  return formatUsd(0);
}

/** The percentage of a change, in the reader's language, or null when there was nothing before. */
export function changePct(row: SpendingRow, language: string): string | null {
  if (row.changePct === null) return null;
  const f = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const n = f.format(row.changePct);
  return language === 'es' ? `${n} %` : `${n}%`;
}
