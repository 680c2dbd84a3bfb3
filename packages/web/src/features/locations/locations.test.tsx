import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { CountrySelect } from './CountrySelect';
import { StateSelect } from './StateSelect';
import { useCountryStatePair } from './useCountryStatePair';
import { locationApi } from './api/location-api';

const COUNTRIES = [
  { name: 'France', iso2: 'FR' },
  { name: 'United States', iso2: 'US' },
];

function Pair() {
  const [country, setCountry] = useState<string | null>('US');
  const [state, setState] = useState('California');
  const changeCountry = useCountryStatePair(setCountry, setState);
  return (
    <>
      <CountrySelect value={country} onChange={changeCountry} />
      <StateSelect country={country} value={state} onChange={setState} />
      <output data-testid="picked">{`${country}|${state}`}</output>
    </>
  );
}

function renderPair() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <Pair />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('country and state pickers (spec 1 §2.8, §5)', () => {
  it('shows the name of a stored code and gives the code when a state is chosen (issue 13)', async () => {
    vi.spyOn(locationApi, 'country').mockResolvedValue({
      name: 'United States',
      iso2: 'US',
      states: [
        { id: 1, name: 'California', iso2: 'CA' },
        { id: 2, name: 'Texas', iso2: 'TX' },
      ],
    });
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <StateSelect country="US" value="CA" onChange={onChange} />
      </QueryClientProvider>,
    );
    const state = await screen.findByRole('combobox', { name: /state/i });
    expect(state).toHaveTextContent('California');
    await userEvent.setup().click(state);
    await userEvent.setup().click(await screen.findByRole('option', { name: 'Texas' }));
    expect(onChange).toHaveBeenCalledWith('TX');
  });

  it('shows a skeleton while the states load, then the states of the country', async () => {
    let release!: () => void;
    vi.spyOn(locationApi, 'countries').mockResolvedValue(COUNTRIES);
    vi.spyOn(locationApi, 'country').mockImplementation(
      (iso2) =>
        new Promise(
          (resolve) =>
            (release = () =>
              resolve({ name: 'United States', iso2, states: [{ id: 1, name: 'California', iso2: 'CA' }] })),
        ),
    );
    renderPair();
    expect(await screen.findByTestId('state-select-loading')).toBeInTheDocument();
    release();
    const state = await screen.findByRole('combobox', { name: /state/i });
    expect(state).toHaveTextContent('California');
    expect(state).not.toHaveAttribute('aria-disabled');
  });

  it('clears the state when the country changes and disables the state list for a country without states', async () => {
    vi.spyOn(locationApi, 'countries').mockResolvedValue(COUNTRIES);
    vi.spyOn(locationApi, 'country').mockImplementation(async (iso2) =>
      iso2 === 'US'
        ? { name: 'United States', iso2, states: [{ id: 1, name: 'California', iso2: 'CA' }] }
        : { name: 'France', iso2, states: [] },
    );
    const user = userEvent.setup();
    renderPair();
    await screen.findByRole('combobox', { name: /state/i });
    await user.click(screen.getByRole('combobox', { name: /country/i }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('FR|');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /state/i })).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it("says 'Error fetching countries' when the list cannot be loaded", async () => {
    vi.spyOn(locationApi, 'countries').mockRejectedValue(new Error('boom'));
    vi.spyOn(locationApi, 'country').mockResolvedValue({ name: 'United States', iso2: 'US', states: [] });
    renderPair();
    expect(await screen.findByText('Error fetching countries')).toBeInTheDocument();
    expect(within(document.body).queryByRole('option')).toBeNull();
  });
});
