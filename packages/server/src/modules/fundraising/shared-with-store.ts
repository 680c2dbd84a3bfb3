import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { vdrGuests, vdrRooms } from '../shared-spaces/tables.ts';
import { funderListEntries, funderLists, funders } from './tables.ts';
import { withListAndFunder } from './list-entry-join.ts';

/** The host of a website ('https://www.quokka.example/about' → 'quokka.example'), in SQL. */
const hostOf = sql`lower(regexp_replace(regexp_replace(${funders.website}, '^[a-z]+://', '', 'i'), '^www\\.|[/:?#].*$', '', 'g'))`;

/**
 * A read-only join with the shared-space tables (listed in .dependency-cruiser.cjs): which of the company's shared
 * spaces each funder of a list was given, by a guest whose e-mail domain is the funder's website host.
 */
export function createSharedWithStore(db: Db) {
  return {
    async ofList(tenantId: number, listId: number) {
      return withListAndFunder(
        db
          .selectDistinct({
            funderExternalId: funders.externalId,
            roomExternalId: vdrRooms.externalId,
            roomName: vdrRooms.name,
          })
          .from(funderListEntries)
          .$dynamic(),
      )
        .innerJoin(vdrGuests, sql`lower(split_part(${vdrGuests.email}, '@', 2)) = ${hostOf}`)
        .innerJoin(vdrRooms, eq(vdrRooms.id, vdrGuests.roomId))
        .where(
          and(
            eq(funderListEntries.listId, listId),
            eq(funderLists.tenantId, tenantId),
            eq(vdrRooms.tenantId, tenantId),
            ne(vdrGuests.permission, 'NO_ACCESS'),
            sql`${funders.website} is not null`,
          ),
        )
        .orderBy(asc(funders.externalId), asc(vdrRooms.name));
    },
  };
}
