import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AssistantMetadata } from '@atrium/contract';
import { Citations } from '../assistant/components/MessageContent';
import { useCitedFile } from './useCitedFile';
import { documentCenterApi } from './api/document-center-api';
import * as api from './api/document-center-api';

const FILE = '11111111-1111-4111-8111-111111111111';
const FOLDER = '22222222-2222-4222-8222-222222222222';

vi.mock('./api/document-center-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/document-center-api')>()),
  downloadOne: vi.fn().mockResolvedValue(undefined),
}));

describe('an assistant citation of a document-center file', () => {
  it('links to the document center, a data-room citation to the data room', () => {
    const metadata: AssistantMetadata = {
      tool: 'DOCUMENT_QA',
      documents: [
        { name: 'Freight.pdf', documentId: FILE, roomExternalId: null, source: 'DOCUMENT_CENTER' },
        { name: 'Lease.pdf', documentId: 'd1', roomExternalId: null },
      ],
    };
    render(
      <MemoryRouter>
        <Citations metadata={metadata} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open Freight.pdf' })).toHaveAttribute(
      'href',
      `/one/document-center?file=${FILE}`,
    );
    expect(screen.getByRole('link', { name: 'Open Lease.pdf' })).toHaveAttribute(
      'href',
      '/one/data-room/files?documentId=d1',
    );
  });

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
