import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sessionStore } from '../../session/session';
import { customer } from '../../test/fixtures';
import NotFoundPage from './NotFoundPage';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/nowhere']}>
      <NotFoundPage />
    </MemoryRouter>,
  );

afterEach(() => sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' }));

describe('NotFoundPage', () => {
  it('offers a signed-out visitor Log In only, not Go Back as well', () => {
    sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' });
    renderPage();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user Go Back and Go Home', () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    renderPage();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
