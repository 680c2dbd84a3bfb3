import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps.ts';
import { demoPdf } from './demo-pdf.ts';
import { queueIndexing } from './indexing.ts';
import type { DocCenterStore, DocItemRow } from './store.ts';

type Owner = { userId: number };
interface DemoNode {
  name: string;
  ownership?: 'ALL' | 'PERSONAL' | 'PROVIDER';
  owner: Owner;
  /** Files: text lines (a PDF) or plain text for .txt names. */
  lines?: string[];
  children?: DemoNode[];
}

/** Demo document-center items of a company (folders, files with real bytes in storage). */
export async function seedDemoDocuments(
  deps: AppDeps,
  store: DocCenterStore,
  tenant: { id: number; externalId: string },
  nodes: DemoNode[],
) {
  async function add(node: DemoNode, parent: DocItemRow | null) {
    const ownership = node.ownership ?? parent?.ownership ?? 'ALL';
    if (!node.lines) {
      const row = await store.insert({
        tenantId: tenant.id,
        parentId: parent?.id ?? null,
        kind: 'FOLDER',
        name: node.name,
        ownership,
        ownerUserId: node.owner.userId,
      });
      for (const c of node.children ?? []) await add(c, row);
      return;
    }
    const isText = node.name.endsWith('.txt');
    const bytes = isText ? Buffer.from(node.lines.join('\n')) : demoPdf(node.lines);
    const contentType = isText ? 'text/plain' : 'application/pdf';
    const key = `doc-center/${tenant.externalId}/${randomUUID()}`;
    const obj = await deps.storage.put(key, bytes, { contentType });
    const file = await store.insert({
      tenantId: tenant.id,
      parentId: parent?.id ?? null,
      kind: 'FILE',
      name: node.name,
      ownership,
      ownerUserId: node.owner.userId,
      size: obj.size,
      contentType,
      storageKey: key,
    });
    // Indexed like an upload (the job extracts the text), so the assistant can quote the demo's shared files.
    if (ownership !== 'PERSONAL') await queueIndexing(deps.database.db, file.id);
  }
  for (const n of nodes) await add(n, null);
}

/** The demo tree of Acme (shared, provider and personal items) and Globex. */
export function demoTrees(o: { acmeOwner: Owner; acmeMember: Owner; kam: Owner; globexOwner: Owner }): {
  acme: DemoNode[];
  globex: DemoNode[];
} {
  return {
    acme: [
      {
        name: 'Company documents',
        owner: o.acmeOwner,
        children: [
          {
            name: 'Certificate of incorporation.pdf',
            owner: o.acmeOwner,
            lines: [
              'CERTIFICATE OF INCORPORATION OF ACME INC.',
              'Incorporated in the State of Delaware on 2019-03-14.',
              'Authorized shares: 10,000,000 shares of common stock.',
              'Signed by Olivia Owner, Incorporator.',
            ],
          },
          {
            name: 'Contracts',
            owner: o.acmeOwner,
            children: [
              {
                name: 'Office lease.pdf',
                owner: o.acmeOwner,
                lines: [
                  'OFFICE LEASE AGREEMENT',
                  'Between Acme Inc. (Tenant) and Harbor Properties LLC (Landlord).',
                  'Dated 2024-05-01. Term: 36 months. Monthly rent: 4,500 USD.',
                  'Termination: either party may terminate with 90 days written notice.',
                ],
              },
              {
                name: 'Mutual NDA - Initech.pdf',
                owner: o.acmeMember,
                lines: [
                  'MUTUAL NON-DISCLOSURE AGREEMENT',
                  'Between Acme Inc. and Initech Corp., effective 2025-02-10.',
                  'Confidential information shall not be disclosed for three years.',
                ],
              },
            ],
          },
          { name: 'Empty folder', owner: o.acmeOwner, children: [] },
        ],
      },
      {
        name: 'From your provider',
        ownership: 'PROVIDER',
        owner: o.kam,
        children: [
          {
            name: 'Tax return 2025.pdf',
            owner: o.kam,
            lines: [
              'FEDERAL TAX RETURN 2025 - ACME INC.',
              'Prepared by Atrium on 2026-03-01.',
              'Taxable income: 182,000 USD. Tax due: 38,220 USD.',
            ],
          },
        ],
      },
      {
        name: 'My drafts',
        ownership: 'PERSONAL',
        owner: o.acmeMember,
        children: [
          {
            name: 'Board deck notes.txt',
            owner: o.acmeMember,
            lines: ['Ideas for the Q3 board deck', '- hiring plan', '- runway'],
          },
        ],
      },
    ],
    globex: [
      {
        name: 'Globex policies',
        owner: o.globexOwner,
        children: [
          {
            name: 'Travel policy.pdf',
            owner: o.globexOwner,
            lines: ['GLOBEX TRAVEL POLICY', 'Economy class for flights under six hours.'],
          },
        ],
      },
    ],
  };
}
