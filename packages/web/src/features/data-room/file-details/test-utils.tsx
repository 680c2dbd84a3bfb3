import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { DataRoomFile } from '@atrium/contract';
import { workspaceStore } from '../../../workspace/workspace';

export const TENANT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const FILE_ID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

export function selectTenant() {
  workspaceStore.set((w) => ({ ...w, selectedTenantMembership: { tenant: { externalId: TENANT } } as never }));
}

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const dataRoomFile = (extra: Partial<DataRoomFile> = {}): DataRoomFile => ({
  externalId: FILE_ID,
  name: 'Share purchase agreement.docx',
  type: 'FILE',
  size: 24_576,
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  createdAt: '2026-03-04T10:00:00.000Z',
  staticId: null,
  fileCount: null,
  fileUrl: null,
  parentStaticId: 9997,
  customFolderExternalId: null,
  redFlags: 0,
  processingState: 'PROCESSED_AND_NOT_PLACED',
  summaryState: 'PROCESSED',
  suggestedFolder: '3.2 Stock Purchase Agreements',
  suggestedStaticId: null,
  aiAnalysis: {
    documentTitle: 'Share Purchase Agreement',
    description: 'Sale of shares.',
    partiesInvolved: [{ by: 'Acme Inc.', title: 'Buyer', email: 'legal@acme.example' }],
    dateOfSignature: '2026-01-15',
    keyProvisions: ['Non-compete for 2 years'],
  },
  permission: 'CAN_EDIT',
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (
  call: Call,
) =>
  | { status?: number; content?: unknown; errorCode?: string; message?: string }
  | Promise<{ status?: number; content?: unknown; errorCode?: string; message?: string }>;

/**
 * Replaces fetch (the http layer) with a router: `'METHOD /path'` → handler. Replies are wrapped in the API envelope;
 * a status ≥ 400 gives a failed envelope. Unrouted calls fail the test with a 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const r = handler
      ? await handler(call)
      : { status: 404, errorCode: 'NOT_FOUND', message: `no route ${call.method} ${call.path}` };
    const status = r.status ?? 200;
    const ok = status < 400;
    return new Response(
      JSON.stringify({
        success: ok,
        content: ok ? (r.content ?? null) : null,
        errorCode: ok ? null : (r.errorCode ?? 'INTERNAL_ERROR'),
        message: r.message ?? null,
      }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, of: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
