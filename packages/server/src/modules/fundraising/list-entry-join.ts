import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { funderListEntries, funderLists, funders } from './tables.ts';

/**
 * The one join the fundraising stores read lists' investors through: a select from funder_list_entries ($dynamic)
 * joined to its list and its funder. The caller adds the WHERE (the lists the caller sees, one list of the tenant, the
 * due dates). Inner joins keep the selected columns' types, hence the casts.
 */
export function withListAndFunder<T extends PgSelect>(fromEntries: T): T {
  const withList = fromEntries.innerJoin(funderLists, eq(funderLists.id, funderListEntries.listId)) as unknown as T;
  return withList.innerJoin(funders, eq(funders.id, funderListEntries.funderId)) as unknown as T;
}
