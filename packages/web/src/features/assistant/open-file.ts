/**
 * Where a cited or linked file opens: a document-center file in the document center (its folder, the file opened), a
 * data-room file in the master data room (its folder, the file highlighted) or in its shared room.
 */
export function filePath(doc: {
  documentId: string;
  roomExternalId: string | null;
  source?: 'DOCUMENT_CENTER';
}): string {
  if (doc.source === 'DOCUMENT_CENTER') return `/one/document-center?file=${encodeURIComponent(doc.documentId)}`;
  if (doc.roomExternalId)
    return `/one/virtual-data-rooms/file?vr=${encodeURIComponent(doc.roomExternalId)}&file=${encodeURIComponent(doc.documentId)}`;
  return `/one/data-room/files?documentId=${encodeURIComponent(doc.documentId)}`;
}
