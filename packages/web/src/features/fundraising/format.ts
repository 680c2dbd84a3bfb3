import type { Funder } from '@atrium/contract';

/** '$100k', '$2.5M'. */
export function money(n: number): string {
  if (n >= 1_000_000) return `$${Math.round(n / 100_000) / 10}M`;
  if (n >= 1_000) return `$${Math.round(n / 1_000)}k`;
  return `$${n}`;
}

/** A funder's check size range, or '' when unknown. */
export function checkRange(f: Pick<Funder, 'checkSizeMin' | 'checkSizeMax'>): string {
  if (f.checkSizeMin === null && f.checkSizeMax === null) return '';
  if (f.checkSizeMin !== null && f.checkSizeMin === f.checkSizeMax) return money(f.checkSizeMin);
  return `${f.checkSizeMin !== null ? money(f.checkSizeMin) : ''}–${f.checkSizeMax !== null ? money(f.checkSizeMax) : ''}`;
}

/** 'San Francisco, CA, US'. */
export const placeOf = (f: Pick<Funder, 'city' | 'stateCode' | 'countryCode'>) =>
  [f.city, f.stateCode, f.countryCode].filter(Boolean).join(', ');
