import { TAX_FILING_IDS, type TaxFilingId } from '@atrium/contract';
import type { PortalTimelineFilters } from './api/planning-api';

export type TimelineFilterKey = 'customer' | 'form' | 'month' | 'page';

const isMonth = (v: string | null): v is string => !!v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
const isForm = (v: string | null): v is TaxFilingId => !!v && (TAX_FILING_IDS as readonly string[]).includes(v);
const isUuid = (v: string | null): v is string =>
  !!v && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** The portal timeline's filters from the URL (?customer&form&month&page, page 1-based); unknown values dropped. */
export function filtersOf(params: URLSearchParams): PortalTimelineFilters {
  const page = Number(params.get('page') ?? '1');
  const customer = params.get('customer');
  const form = params.get('form');
  const month = params.get('month');
  return {
    customer: isUuid(customer) ? customer : undefined,
    form: isForm(form) ? form : undefined,
    month: isMonth(month) ? month : undefined,
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
  };
}

/** The URL after one filter changes: empty values leave the URL; any change but the page's goes back to page 1. */
export function withFilter(params: URLSearchParams, key: TimelineFilterKey, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(key === 'month' && !isMonth(value))) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
