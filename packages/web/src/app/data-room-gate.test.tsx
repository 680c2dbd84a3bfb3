import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

// Globex on the Basic plan: no master data room, shared rooms included, no active items.
vi.mock('../features/subscriptions/api/active-subscription', () => ({
  useSubscription: () => ({
    isPending: false,
    fetchStatus: 'idle',
    data: {
      subscription: { objectKey: 'basic' },
      hasActiveItems: false,
      access: { masterDataRoom: false, sharedRooms: true },
    },
  }),
}));
const { dataRoomRoute } = await import('./router');

function openFirst(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/one',
        children: [
          dataRoomRoute,
          { path: 'virtual-data-rooms', element: <h1>Shared data rooms</h1> },
          { path: 'paywall', element: <h1>Plans and add-ons</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('master data room deep links without the module (Basic plan)', () => {
  it.each(['/one/data-room', '/one/data-room/files'])(
    '%s, opened as the first page, shows the upgrade dialog; Close goes to the shared rooms',
    async (path) => {
      const router = openFirst(path);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Not included in your plan');
      expect(dialog).toHaveTextContent('Your current plan does not include Master data room');
      expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      expect(await screen.findByRole('heading', { name: 'Shared data rooms' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/one/virtual-data-rooms');
    },
  );
});
