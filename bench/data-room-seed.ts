/**
 * Bulk data for bench/data-room.ts, written with INSERT … SELECT generate_series on PostgreSQL, all in Acme Inc. (demo
 * data first): 100,000 analysed data-room files with extracted text (about 200 words each from a 240-word legal and
 * business vocabulary, a party name out of 1,000 and a unique reference like 'ref1a2b3c4d'), 10,000 of them in one
 * folder (static id 1, '1.1 Corporate Records'), the rest spread over the other taxonomy entries; and a document-center
 * folder 'Bench 10k' holding 10,000 files. The generated search_vector and its GIN index are filled by PostgreSQL.
 */
import type pg from 'pg';
import { allTaxonomyEntries } from '@atrium/contract';
import { CONTRACT_WORDS as VOCAB } from './vocabulary.ts';

export const DATA_ROOM_BENCH = {
  files: 100_000,
  bigFolderStaticId: 1,
  bigFolderFiles: 10_000,
  wordsPerDoc: 200,
  parties: 1000,
  docCenterFiles: 10_000,
};

export async function seedDataRoomBench(c: pg.Client, tenantId: number, ownerUserId: number) {
  const q = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    const r = await c.query(sql, params);
    console.error(`  seed: ${label} (${r.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  };
  const placeable = allTaxonomyEntries()
    .map((e) => e.staticId)
    .filter((id) => id !== DATA_ROOM_BENCH.bigFolderStaticId);
  const B = DATA_ROOM_BENCH;
  await q(
    'data-room files with extracted text',
    `insert into data_room_files (tenant_id, type, name, extension, size, content_type, storage_key, parent_static_id, processing_state, summary_state, extracted_text, created_at)
     select $1, 'FILE',
            'Document ' || g || ' ' || (array['lease','minutes','nda','invoice','report','policy','agreement','schedule'])[1 + g % 8] || '.' || ext,
            ext, 20000 + g, 'application/octet-stream', 'bench/none',
            case when g <= ${B.bigFolderFiles} then ${B.bigFolderStaticId} else ($2::int[])[1 + g % array_length($2::int[], 1)] end,
            'PROCESSED_SEEN', 'PROCESSED',
            'Party Zephyr' || (g % ${B.parties}) || ' Holdings ref' || substr(md5(g::text), 1, 8) || ' ' ||
              (select string_agg(w, ' ') from (select ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int] as w from generate_series(1, ${B.wordsPerDoc}) k where g > 0) x),
            now() - (g || ' seconds')::interval
     from generate_series(1, ${B.files}) g, lateral (select (array['pdf','docx','xlsx','doc','xls'])[1 + g % 5] as ext) e`,
    [tenantId, placeable, VOCAB],
  );
  await q('vacuum analyze', 'vacuum analyze data_room_files');
  const folder = await q(
    'document-center folder',
    `insert into doc_center_items (tenant_id, kind, name, ownership, owner_user_id) values ($1, 'FOLDER', 'Bench 10k', 'ALL', $2) returning id`,
    [tenantId, ownerUserId],
  );
  await q(
    'document-center files',
    `insert into doc_center_items (tenant_id, parent_id, kind, name, ownership, owner_user_id, size, content_type, storage_key)
     select $1, $2, 'FILE', 'File ' || g || '.pdf', case when g % 10 = 0 then 'PERSONAL' else 'ALL' end, $3, 1000 + g, 'application/pdf', 'bench/none'
     from generate_series(1, ${B.docCenterFiles}) g`,
    [tenantId, folder.rows[0].id, ownerUserId],
  );
  await q('vacuum analyze', 'vacuum analyze doc_center_items');
}
