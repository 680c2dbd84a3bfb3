import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { assistantDrawerStore, closeAssistant } from '../assistant';
import type { DataRoomFilesPage, RealtimeEvent, StateChangedContent } from '@atrium/contract';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const handlers = new Map<string, (e: RealtimeEvent) => void>();
vi.mock('../../lib/realtime', () => ({
  realtime: {
    subscribe: vi.fn((channel: string, h: (e: RealtimeEvent) => void) => {
      handlers.set(channel, h);
      return () => handlers.delete(channel);
    }),
    onStatus: vi.fn(() => () => undefined),
  },
}));
vi.mock('./api/search', async (orig) => {
  const real = await orig<typeof import('./api/search')>();
  return {
    ...real,
    searchApi: { search: vi.fn().mockResolvedValue([]), history: vi.fn().mockResolvedValue([]), saveHistory: vi.fn() },
  };
});
const { default: DataRoomLayout } = await import('./DataRoomLayout');
const { dataRoomKeys } = await import('./keys');
const { signInWithTenant, TENANT, USER } = await import('./test-utils');

function setup(path = '/one/data-room') {
  signInWithTenant();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/one/data-room',
        element: <DataRoomLayout />,
        children: [
          { index: true, element: <p>landing</p> },
          { path: 'files', element: <p>files</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, user: userEvent.setup() };
}

describe('DataRoomLayout', () => {
  beforeEach(() => handlers.clear());

  it('shows the default title linking home and no back icon at home', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Master room' })).toHaveAttribute('href', '/one/data-room');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByText('landing')).toBeInTheDocument();
  });

  it('goes to the files screen with section MANAGE from the Manage tab, then shows the back icon', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Manage' }));
    expect(router.state.location.pathname).toBe('/one/data-room/files');
    expect(router.state.location.state).toEqual({ section: 'MANAGE' });
    expect(screen.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/one/data-room');
  });

  it('its AI button opens the assistant in the data-room context (no "coming in a later release" panel)', async () => {
    const { user } = setup();
    await user.click(screen.getByTestId('ai-button'));
    expect(assistantDrawerStore.get()).toEqual({
      open: true,
      scope: { context: 'DATA_ROOM', entity: null },
      conversation: null,
    });
    expect(screen.queryByText(/later release/i)).not.toBeInTheDocument();
    act(() => closeAssistant());
  });

  it("patches cached lists from STATE_CHANGED on the user's channel and refreshes the stats when a stage settles", async () => {
    const { client } = setup();
    const id = '11111111-1111-4111-8111-111111111111';
    const page = {
      folders: [],
      content: [
        {
          externalId: id,
          name: 'nda.pdf',
          processingState: 'NOT_PROCESSED',
          summaryState: 'NOT_PROCESSED',
          redFlags: 0,
          aiAnalysis: null,
          suggestedStaticId: null,
          suggestedFolder: null,
        },
      ],
      page: { number: 0, size: 100, totalElements: 1, totalPages: 1 },
    } as unknown as DataRoomFilesPage;
    const key = dataRoomKeys.files(TENANT, 9997, 'type,desc', 0);
    client.setQueryData(key, page);
    client.setQueryData(dataRoomKeys.stats(TENANT), []);
    const handler = handlers.get(`/channel/user/${USER}`);
    expect(handler).toBeDefined();
    const content: StateChangedContent = {
      fileExternalId: id,
      processingState: 'PROCESSED_SUGGESTED_FOLDER',
      summaryState: 'NOT_PROCESSED',
      suggestedStaticId: 49,
      suggestedFolder: '1.8.4 Non-Disclosure Agreements',
      aiAnalysis: null,
      redFlags: 0,
    };
    act(() => handler!({ type: 'STATE_CHANGED', content }));
    expect(client.getQueryData<DataRoomFilesPage>(key)!.content[0]).toMatchObject({
      processingState: 'PROCESSED_SUGGESTED_FOLDER',
      suggestedStaticId: 49,
    });
    expect(client.getQueryState(dataRoomKeys.stats(TENANT))!.isInvalidated).toBe(true);
  });
});
