import type { DataRoomFile } from '@atrium/contract';
import type { CustomTreeNode } from './custom-tree-counts';

let n = 0;
/** A file row for tests. */
export function fileRow(extra: Partial<DataRoomFile> = {}): DataRoomFile {
  n += 1;
  return {
    externalId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `file-${n}.pdf`,
    type: 'FILE',
    size: 1000,
    contentType: 'application/pdf',
    createdAt: '2026-03-04T10:00:00.000Z',
    staticId: null,
    fileCount: null,
    fileUrl: null,
    parentStaticId: 9997,
    customFolderExternalId: null,
    redFlags: 0,
    processingState: 'PROCESSED_SEEN',
    summaryState: 'PROCESSED',
    suggestedFolder: null,
    suggestedStaticId: null,
    aiAnalysis: null,
    permission: 'CAN_EDIT',
    ...extra,
  };
}

/** A custom folder node for tests. */
export function folder(
  externalId: string,
  nodeCount: number,
  nodes: CustomTreeNode[] = [],
  parentExternalId: string | null = null,
): CustomTreeNode {
  return {
    externalId,
    name: externalId,
    parentExternalId,
    nodeCount,
    hasChildren: nodes.length > 0,
    loaded: true,
    nodes: nodes.map((c) => ({ ...c, parentExternalId: externalId })),
  };
}
