import { describe, expect, expectTypeOf, it } from 'vitest';
import { API, apiPath, withQuery, type ApiPath } from './api-paths.ts';
import { PRODUCT } from './product.ts';

describe('API paths', () => {
  it('takes the product slug from PRODUCT', () => {
    expect(API.user.profile).toBe(`/api/${PRODUCT.slug}-user/profile`);
    expectTypeOf(API.user.profile).toEqualTypeOf<'/api/atrium-user/profile'>();
  });

  it('holds each path once', () => {
    const all: string[] = Object.values(API).flatMap((area) => Object.values(area));
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(p).toMatch(/^\/(api|auth|oauth)\//);
  });
});

describe('apiPath', () => {
  it('fills and encodes parameters', () => {
    expect(apiPath(API.documentCenter.file, { id: 'a b/c' })).toBe('/api/document-center/file/a%20b%2Fc');
    expect(apiPath(API.company.expert, { tenantExternalId: 't1', userExternalId: 42 })).toBe(
      `/api/${PRODUCT.slug}-company/experts/t1/42`,
    );
    expect(apiPath(API.user.language, { id: 'u-1' })).toBe(`/api/${PRODUCT.slug}-user/u-1/language`);
  });

  it('keeps the slashes of a wildcard value', () => {
    expect(apiPath(API.files.signed, { '*': 'dir/a file.pdf' })).toBe('/api/files/signed/dir/a%20file.pdf');
  });

  it('returns a path without parameters as it is', () => {
    expect(apiPath(API.workspace.all)).toBe('/api/workspace/all');
  });

  it('rejects a missing or unknown parameter at compile time', () => {
    // @ts-expect-error the id is missing
    expect(() => apiPath(API.documentCenter.file, {})).toThrow(/missing parameter id/);
    // @ts-expect-error the second argument is required
    expect(() => apiPath(API.documentCenter.file)).toThrow(/missing parameter id/);
    // @ts-expect-error a path without parameters takes none
    apiPath(API.workspace.all, { id: 'x' });
    // @ts-expect-error wrong parameter name
    expect(() => apiPath(API.company.expert, { tenantExternalId: 't', id: 'u' })).toThrow(/userExternalId/);
  });

  it('types every path as ApiPath', () => {
    expectTypeOf(API.redFlag.root).toExtend<ApiPath>();
  });
});

describe('withQuery', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(withQuery('/api/x', { a: 'b c', n: 1, skip: undefined, none: null, ids: ['1', '2'] })).toBe(
      '/api/x?a=b+c&n=1&ids=1&ids=2',
    );
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });
});
