import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sessionStore } from '../../session/session';
import { workspaceStore } from '../../workspace/workspace';

export const TENANT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const USER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** A signed-in user with Acme-like tenant selected. */
export function signInWithTenant() {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: {
      externalId: USER,
      user: { firstName: 'Me', lastName: 'Self', email: 'me@x.y', externalId: USER, userRoles: [] },
    } as never,
  });
  workspaceStore.set((w) => ({
    ...w,
    atriumMembership: null,
    selectedTenantMembership: { tenant: { externalId: TENANT, name: 'Acme' } } as never,
  }));
}

/**
 * Renders `ui` at /one/data-room inside a memory router whose other data-room routes show where navigation went
 * (path, search and state as JSON in a test id).
 */
export function renderDataRoom(ui: ReactNode, initialEntry: string = '/one/data-room') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Where = () => {
    const loc = router.state.location;
    return (
      <pre data-testid="where">{JSON.stringify({ path: loc.pathname, search: loc.search, state: loc.state })}</pre>
    );
  };
  const routes: RouteObject[] = [
    { path: '/one/data-room', element: ui },
    { path: '/one/data-room/files', element: <Where /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
