import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../../session/session';
import { ME } from '../../test/fixtures';

export { ME, ANN, BO, CONV, member, message, conversation } from '../../test/fixtures';

export function signIn(externalId = ME) {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: {
      externalId,
      user: { firstName: 'Me', lastName: 'Self', email: 'me@x.y', externalId, userRoles: [] },
    } as never,
  });
}

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
