import type { SharedSpacesKit } from './kit.ts';

/**
 * What the assistant's document index asks of the shared spaces (issue 18 #4): a room's files with the master files
 * whose analysis (and so whose indexed passages) they share, and one room file by id. Of the given tenant only: null
 * when the room or file is not the tenant's.
 */
export function createIndexSources(kit: SharedSpacesKit) {
  const { store } = kit;
  const source = (f: { externalId: string; name: string; masterFileExternalId: string | null }) => ({
    externalId: f.externalId,
    name: f.name,
    masterFileExternalId: f.masterFileExternalId,
  });
  return {
    async filesOfRoom(tenantId: number, roomExternalId: string) {
      const room = await store.rooms.one(tenantId, roomExternalId);
      if (!room) return null;
      return (await store.files.list(room.room.id)).map((f) => source(f.file));
    },
    async roomFileOf(tenantId: number, fileExternalId: string) {
      const f = await store.files.ofTenant(tenantId, fileExternalId);
      return f ? { ...source(f.file), roomExternalId: f.roomExternalId } : null;
    },
  };
}
