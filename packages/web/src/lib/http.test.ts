import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionName, http, httpHooks } from './http';
import { ApiError } from './api-error';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  httpHooks.token = () => null;
  httpHooks.tenantExternalId = () => null;
  httpHooks.onInvalidToken = () => {};
});

describe('http client', () => {
  it('unwraps the envelope and sends the bearer token and tenant header', async () => {
    const fetch = vi.fn(async () => reply(200, { success: true, content: { a: 1 }, errorCode: null, message: null }));
    vi.stubGlobal('fetch', fetch);
    httpHooks.token = () => 'tok';
    httpHooks.tenantExternalId = () => 'tenant-1';
    await expect(http.get('/api/x', { query: { page: 0, skip: undefined } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?page=0');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Tenant-Id': 'tenant-1' });
  });

  it('raises the server error code and message, and logs out on 401 INVALID_TOKEN', async () => {
    const onInvalid = vi.fn();
    httpHooks.onInvalidToken = onInvalid;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, { success: false, content: null, errorCode: 'INVALID_TOKEN', message: 'expired' })),
    );
    const err = (await http.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'INVALID_TOKEN', status: 401, message: 'expired' });
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('turns a network failure into NO_RESPONSE_RECEIVED with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.post('/api/x', {})).rejects.toMatchObject({
      code: 'NO_RESPONSE_RECEIVED',
      status: 500,
      message: 'An internal error occurred, please try again later',
    });
  });

  it('does not log out on a 403', async () => {
    const onInvalid = vi.fn();
    httpHooks.onInvalidToken = onInvalid;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(403, { success: false, content: null, errorCode: 'FORBIDDEN', message: 'Access denied' }),
      ),
    );
    const err = (await http.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.isUnauthorized).toBe(true);
    expect(onInvalid).not.toHaveBeenCalled();
  });
});

describe('dispositionName', () => {
  it('prefers the RFC 5987 filename*, then the plain filename, else null', () => {
    expect(dispositionName(`attachment; filename="a.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe('résumé.pdf');
    expect(dispositionName('attachment; filename="files.zip"')).toBe('files.zip');
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
