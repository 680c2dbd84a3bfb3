import { Readable } from 'node:stream';
import { MODULE_ADD_ONS, SHARED_SPACES_MESSAGES as M, type RoomFile, type RoomFinancialBody } from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { ContentFlows } from './content.ts';
import { ownRoom, toRoomFile, type SharedSpacesKit } from './kit.ts';

/** The founder updates of a room (files added by POST financial), newest month first, the later of a month first. */
export async function financialsOf(kit: SharedSpacesKit, roomId: number): Promise<RoomFile[]> {
  const files = (await kit.store.files.list(roomId)).filter((f) => f.file.financialMonth);
  files.sort(
    (a, b) =>
      b.file.financialMonth!.localeCompare(a.file.financialMonth!) ||
      b.file.createdAt.getTime() - a.file.createdAt.getTime(),
  );
  return files.map((f) => toRoomFile(f.file, f.folderExternalId));
}

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
        { financialMonth: b.month },
      );
      return file;
    },

    /** The room's shared financials for its owner: its founder updates, newest month first. */
    async list(ctx: TenantContext, roomExternalId: string): Promise<RoomFile[]> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      return financialsOf(kit, r.room.id);
    },
  };
}
