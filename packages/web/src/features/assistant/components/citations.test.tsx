import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AssistantMetadata } from '@atrium/contract';
import { Citations } from './MessageContent';

const FILE = '11111111-1111-4111-8111-111111111111';

describe('an assistant citation', () => {
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
});
