import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomFolderNode } from '@atrium/contract';
import { dataRoomKeys } from '../keys';
import { findNode } from './custom-tree-counts';
import { useCustomTree } from './useCustomTree';

const api = vi.hoisted(() => ({ children: vi.fn(), tree: vi.fn() }));
vi.mock('../api/custom-folders', () => ({ customFoldersApi: api }));

const node = (externalId: string, nodeCount: number, nodes: CustomFolderNode[] = []): CustomFolderNode => ({
  externalId,
  name: externalId,
  parentExternalId: null,
  nodeCount,
  hasChildren: nodes.length > 0,
  nodes,
});

describe('useCustomTree: counts after an upload into a custom folder', () => {
  it('shows the server count for the folder and its ancestors, not one too many', async () => {
    // Board pack (1 file) holds Minutes (1 file); Minutes is expanded.
    let files = { board: 0, minutes: 1 };
    const roots = () => [{ ...node('board', files.board + files.minutes), hasChildren: true }];
    const minutes = () => [{ ...node('minutes', files.minutes), parentExternalId: 'board' }];
    api.children.mockImplementation(async (parent: string | null) => (parent ? minutes() : roots()));
    api.tree.mockImplementation(async () => [{ ...roots()[0], nodes: minutes() }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCustomTree('t1', true), { wrapper });
    await waitFor(() => expect(result.current.tree).not.toBeNull());
    await act(() => result.current.loadChildren('board'));

    // One file uploaded into Minutes: the upload refetches the room's queries, then the dialog reports it.
    files = { board: 0, minutes: 2 };
    await act(() => client.invalidateQueries({ queryKey: dataRoomKeys.all('t1') }));
    await act(() => result.current.syncCounts());
    expect(findNode(result.current.tree!, 'board')?.nodeCount).toBe(2);
    expect(findNode(result.current.tree!, 'minutes')?.nodeCount).toBe(2);
    // Reported twice (a second dialog callback or another refetch): still the server's count.
    await act(() => result.current.syncCounts());
    expect(findNode(result.current.tree!, 'board')?.nodeCount).toBe(2);
  });
});
