import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@atrium/contract';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Routes that still answer without a declared 2xx response schema. This list may only shrink: the test fails when a
 * route outside it lacks a schema, and when a route in it gains one (then delete its line).
 */
const PENDING_RESPONSE_SCHEMAS = new Set([
  'GET /api/data-room/files',
  'POST /api/data-room/move/files',
  'POST /api/data-room/approve/files',
  'POST /api/data-room/delete/files',
  'GET /api/data-room/presigned-url',
  'GET /api/data-room/file',
  'GET /api/data-room/file-by-external',
  'POST /api/data-room/stats',
  'PUT /api/data-room/update/summary',
  'GET /api/data-room/custom/folder',
  'GET /api/data-room/custom/folder/tree',
  'POST /api/data-room/custom/folder/create',
  'POST /api/data-room/custom/folder/delete',
  'GET /api/data-room/custom/folder/files',
  'POST /api/data-room/custom/folder/files',
  'POST /api/data-room/custom/folder/move/files',
  'POST /api/data-room/upload-files',
  'GET /api/document-center/files',
  'GET /api/document-center/files/portal',
  'GET /api/document-center/path',
  'POST /api/document-center/folder/create',
  'PUT /api/document-center/rename',
  'GET /api/document-center/files/small',
  'POST /api/document-center/files/move',
  'POST /api/document-center/files/delete',
  'POST /api/document-center/files/check-duplicates',
  'GET /api/document-center/file/{id}',
  'GET /api/document-center/file-pre-signed-url/{id}',
  'GET /api/document-center/parent/{id}',
  'GET /api/document-center/tree',
  'GET /api/document-center/by-term',
  'GET /api/document-center/internal-documents',
  'POST /api/document-center/files/upload',
  'GET /api/red-flag',
  'PUT /api/red-flag',
  'DELETE /api/red-flag',
  'POST /api/red-flag/create',
  'GET /api/data-room/search',
  'POST /api/data-room/import/document-center',
  'GET /api/search-history/user',
  'POST /api/search-history',
]);

/** The contract's constants in OpenAPI form (`:id` → `{id}`, `*` → `{*}`), as @fastify/swagger lists routes. */
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}');
const contractPaths = Object.values(API).flatMap((area) => Object.values(area) as string[]);

type Operation = { responses?: Record<string, { content?: unknown }> };
type Spec = { paths: Record<string, Record<string, Operation>> };

describe('the API contract', () => {
  let t: TestApp;
  let spec: Spec;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    spec = (t.app as unknown as { swagger(): Spec }).swagger();
  });
  afterAll(() => t?.close());

  it('registers exactly the paths of the contract (both directions)', () => {
    const registered = Object.keys(spec.paths).sort();
    const declared = contractPaths.map(toOpenApi);
    expect(
      registered.filter((p) => !declared.includes(p)),
      'routes missing from API in packages/contract',
    ).toEqual([]);
    // Routes hidden from OpenAPI (the log-error path without its slash) are looked up in the router.
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const unregistered = contractPaths.filter(
      (p) => !registered.includes(toOpenApi(p)) && !methods.some((method) => t.app.hasRoute({ method, url: p })),
    );
    expect(unregistered, 'API constants no route registers').toEqual([]);
  });

  it('declares a 2xx response schema on every route', () => {
    const missing: string[] = [];
    const done: string[] = [];
    for (const [path, ops] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(ops)) {
        const id = `${method.toUpperCase()} ${path}`;
        const has = Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && r.content);
        if (!has && !PENDING_RESPONSE_SCHEMAS.has(id)) missing.push(id);
        if (has && PENDING_RESPONSE_SCHEMAS.has(id)) done.push(id);
      }
    expect(missing, 'routes without a 2xx response schema').toEqual([]);
    expect(done, 'routes that now declare one: remove them from PENDING_RESPONSE_SCHEMAS').toEqual([]);
  });
});
