import { Readable } from 'node:stream';
import { MODULE_ADD_ONS, SHARED_SPACES_MESSAGES as M, type RoomFile, type RoomFinancialBody } from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { ContentFlows } from './content.ts';
import { ownRoom, type SharedSpacesKit } from './kit.ts';

/** The founder update of a month as a PDF, made by the accounting module from the company's own books. */
export type FounderUpdateOf = (ctx: TenantContext, month: string) => Promise<{ fileName: string; pdf: Buffer }>;

/**
 * POST financial (spec 3 §7.7; issue 17 item 7): the company's shared financials — its monthly founder update — added
 * to a room as a file, so guests read it like any other document. The plan must hold the accounting dashboards too.
 */
export function createRoomFinancials(kit: SharedSpacesKit, content: ContentFlows, founderUpdateOf: FounderUpdateOf) {
  return {
    async addFounderUpdate(ctx: TenantContext, b: RoomFinancialBody): Promise<RoomFile> {
      const keys = await kit.addOnKeysOf(ctx.tenant.id);
      if (!MODULE_ADD_ONS.dashboard.some((k) => keys.includes(k)))
        throw new AppError('MODULE_NOT_IN_PLAN', M.noAccounting);
      await ownRoom(kit, ctx, b.roomExternalId);
      const { fileName, pdf } = await founderUpdateOf(ctx, b.month);
      async function* parts() {
        yield { fileName, stream: Readable.from([pdf]) };
      }
      const [file] = await content.upload(
        ctx,
        { roomExternalId: b.roomExternalId, folderExternalId: b.folderExternalId ?? undefined },
        parts(),
      );
      return file;
    },
  };
}
