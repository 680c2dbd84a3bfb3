import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useCitedFile } from './useCitedFile';
import { documentCenterApi } from './api/document-center-api';
import * as api from './api/document-center-api';

const FILE = '11111111-1111-4111-8111-111111111111';
const FOLDER = '22222222-2222-4222-8222-222222222222';

vi.mock('./api/document-center-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/document-center-api')>()),
  downloadOne: vi.fn().mockResolvedValue(undefined),
}));

describe('a link to a cited document-center file', () => {
  it('?file= shows the file’s folder and opens the file', async () => {
    vi.spyOn(documentCenterApi, 'path').mockResolvedValue([
      { externalId: FOLDER, name: 'Logistics' },
      { externalId: FILE, name: 'Freight.pdf' },
    ]);
    function Page() {
      useCitedFile();
      return <pre data-testid="where">{useLocation().search}</pre>;
    }
    const router = createMemoryRouter([{ path: '/one/document-center', element: <Page /> }], {
      initialEntries: [`/one/document-center?file=${FILE}`],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`?folder=${FOLDER}`));
    expect(documentCenterApi.path).toHaveBeenCalledWith(FILE);
    expect(api.downloadOne).toHaveBeenCalledWith({ externalId: FILE, name: 'Freight.pdf' });
  });
});
