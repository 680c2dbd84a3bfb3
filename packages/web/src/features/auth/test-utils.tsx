import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { SessionReply } from '@atrium/contract';

export { customer } from '../../test/fixtures';

export const sessionReply: SessionReply = {
  token: 'tok',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  user: { externalId: 'u-1', email: 'owner@acme.example', firstName: 'Olive', lastName: 'Owner' },
};

/** Shows where the router ended up, so a test can assert on the path after a navigation. */
function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

/** Renders `element` at `path` (entry `url`) in a memory router; any other path renders its location. */
export function renderAt(element: ReactNode, { path, url }: { path: string; url: string }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return router;
}

/**
 * Puts `text` into a field as a paste (one input event: typing key by key re-renders MUI per character and is
 * slow under jsdom); a trailing {Enter} then presses Enter in the field, which submits its form.
 */
export async function typeInto(user: UserEvent, element: HTMLElement, text: string) {
  const enter = text.endsWith('{Enter}');
  await user.click(element);
  await user.paste(enter ? text.slice(0, -'{Enter}'.length) : text);
  if (enter) await user.keyboard('{Enter}');
}
