import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@atrium/contract';
import { createTestApp, type TestApp } from './harness.ts';

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
    for (const [path, ops] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(ops)) {
        const has = Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && r.content);
        if (!has) missing.push(`${method.toUpperCase()} ${path}`);
      }
    expect(missing, 'routes without a 2xx response schema').toEqual([]);
  });
});
