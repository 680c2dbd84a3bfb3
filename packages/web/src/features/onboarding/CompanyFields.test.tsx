import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { locationApi } from '../locations';
import { CompanyFields, type CompanyField } from './components/CompanyFields';

afterEach(() => vi.restoreAllMocks());

type Values = { companyName: string; website: string; country: string; state: string; industry: string };
const LABELS: Partial<Record<CompanyField, string>> = {
  companyName: 'Company name',
  url: 'Website',
  state: 'State / region',
  industry: 'Industry',
};

function Harness({ blankOption = false }: { blankOption?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { companyName: '', website: '', country: 'FR', state: 'Somewhere', industry: '' },
  });
  const state = form.watch('state');
  return (
    <>
      <CompanyFields
        form={form}
        fields={['companyName', 'url', 'country', 'state', 'industry']}
        names={{ url: 'website' }}
        label={(f) => LABELS[f]}
        message={(m) => m && `translated: ${m}`}
        required={['companyName', 'state']}
        blankOption={blankOption}
      />
      <button onClick={() => form.setError('website', { message: 'bad url' })}>fail</button>
      <output data-testid="state">{state}</output>
    </>
  );
}

const renderHarness = (blankOption?: boolean) => {
  vi.spyOn(locationApi, 'countries').mockResolvedValue([
    { name: 'France', iso2: 'FR' },
    { name: 'Germany', iso2: 'DE' },
  ]);
  vi.spyOn(locationApi, 'country').mockImplementation(async (iso2) => ({ name: iso2, iso2, states: [] }) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness blankOption={blankOption} />
    </QueryClientProvider>,
  );
};

describe('CompanyFields', () => {
  it("binds the form's own field names, with its labels and its messages", async () => {
    renderHarness();
    const website = screen.getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'acme.example');
    expect(website).toHaveValue('acme.example');
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('translated: bad url')).toBeInTheDocument();
  });

  it('asks for the state as text where the country has no list, and clears it when the country changes', async () => {
    renderHarness();
    const state = await screen.findByRole('textbox', { name: /State \/ region/ });
    expect(state).toHaveValue('Somewhere');
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(''));
  });

  it('offers an empty choice in the selects only when asked', async () => {
    renderHarness(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('—');
  });
});

describe('CompanyFields description', () => {
  function Described() {
    const form = useForm<{ description: string }>({ defaultValues: { description: '' } });
    return (
      <CompanyFields
        form={form}
        fields={['description']}
        label={() => 'Description'}
        message={(m) => m}
        required={[]}
      />
    );
  }

  it('stops at 250 characters while typing (issue 13)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Described />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(300));
    expect((box as HTMLTextAreaElement).value).toHaveLength(250);
    expect(screen.getByText('250/250')).toBeInTheDocument();
  });
});
