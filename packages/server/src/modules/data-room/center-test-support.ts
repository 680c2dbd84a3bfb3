import type { TestApp } from '../../../test/harness.ts';
import { newCompany } from '../subscriptions/test-support.ts';

export const OWNER = 'owner@acme.example';
export const MEMBER = 'member@acme.example';
export const GLOBEX_OWNER = 'owner@globex.example';
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A second company WITH the master data room (a Core trial), for isolation tests. */
export async function otherCompanyWithDataRoom(t: TestApp) {
  const c = await newCompany(t, 'Other');
  const r = await t.call('PUT', `/api/subscription-purchase/trial?companyExternalId=${c.company.externalId}`, {
    as: c.owner,
    tenant: c.tenantId,
  });
  if (r.status !== 200) throw new Error(`trial: ${r.status} ${JSON.stringify(r.body)}`);
  return c;
}

/** Inserts a data-room file row straight into the table (search and red-flag tests need no blob). */
export async function insertFile(
  t: TestApp,
  tenantExternalId: string,
  o: {
    name: string;
    parentStaticId?: number | null;
    text?: string | null;
    type?: 'FILE' | 'URL';
    fileUrl?: string;
    customFolderId?: number | null;
  },
) {
  const r = await t.database.raw.query<{ id: number; external_id: string }>(
    `insert into data_room_files (tenant_id, type, name, extension, parent_static_id, extracted_text, file_url, custom_folder_id)
     select id, $2, $3, $4, $5, $6, $7, $8 from tenants where external_id = $1 returning id, external_id`,
    [
      tenantExternalId,
      o.type ?? 'FILE',
      o.name,
      o.name.includes('.') ? o.name.split('.').pop() : '',
      o.parentStaticId === undefined ? 9997 : o.parentStaticId,
      o.text ?? null,
      o.fileUrl ?? null,
      o.customFolderId ?? null,
    ],
  );
  return { id: Number(r.rows[0].id), externalId: r.rows[0].external_id };
}
