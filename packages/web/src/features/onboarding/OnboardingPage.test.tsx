import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { FROM_PRODUCT_PAGE } from '@atrium/contract';
import { sessionStore } from '../../session/session';
import { customer } from '../../test/fixtures';
import { http } from '../../lib/http';
import { ApiError } from '../../lib/api-error';
import { onboardingApi } from './api';
import OnboardingPage from './pages/OnboardingPage';

// The activity form itself is tested in ActivityForm.test.tsx; here it only submits.
vi.mock('./components/ActivityForm', () => ({
  ActivityForm: ({ onSubmit }: { onSubmit: (v: unknown, raw: unknown) => void }) => (
    <button onClick={() => onSubmit({}, {})}>Submit activity</button>
  ),
}));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' });
});

describe('OnboardingPage from the product page (issue 13)', () => {
  it('a signed-in customer who already answered sees the warning on home: no full page load drops it', async () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    vi.spyOn(http, 'get').mockResolvedValue({ externalId: 'c-1' });
    vi.spyOn(onboardingApi, 'answerActivityForm').mockRejectedValue(
      new ApiError('CONFLICT', 409, 'User already filled the activity form'),
    );
    const router = createMemoryRouter(
      [
        { path: '/onboarding/:codeExternalId', element: <OnboardingPage /> },
        { path: '/one/home', element: <p>home</p> },
      ],
      { initialEntries: [`/onboarding/${FROM_PRODUCT_PAGE}`] },
    );
    render(
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit activity' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    // Home is reached inside the app (a full page load would leave the router where it was).
    expect(router.state.location.pathname).toBe('/one/home');
    expect(await screen.findByText('User already filled the activity form')).toBeInTheDocument();
  });
});
