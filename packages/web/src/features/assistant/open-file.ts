/** Where a cited or linked file opens: the master data room (its folder, the file highlighted) or its shared room. */
export function filePath(doc: { documentId: string; roomExternalId: string | null }): string {
  if (doc.roomExternalId)
    return `/one/virtual-data-rooms/file?vr=${encodeURIComponent(doc.roomExternalId)}&file=${encodeURIComponent(doc.documentId)}`;
  return `/one/data-room/files?documentId=${encodeURIComponent(doc.documentId)}`;
}
