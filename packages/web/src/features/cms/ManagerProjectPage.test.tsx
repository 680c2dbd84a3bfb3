import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appConfigKeys, type AppConfig } from '../../lib/app-config';
import i18n from '../../lib/i18n';
import ManagerProjectPage from './ManagerProjectPage';

const CONFIG: AppConfig = {
  appEnv: 'dev',
  internalEmailDomain: 'atrium.dev',
  version: '1',
  cmsBaseUrl: null,
  ssoProviders: [],
};

function renderPage(config: AppConfig) {
  const client = new QueryClient();
  client.setQueryData(appConfigKeys.config, config);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/manager/project/p-1']}>
        <Routes>
          <Route path="/manager/project/:externalId" element={<ManagerProjectPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/manager/project/:externalId', () => {
  it('says plainly that no content manager is configured, in English and Spanish', async () => {
    renderPage(CONFIG);
    expect(screen.getByRole('heading', { name: 'No content manager is configured' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { name: 'No hay ningún gestor de contenidos configurado' }),
    ).toBeInTheDocument();
  });
});
