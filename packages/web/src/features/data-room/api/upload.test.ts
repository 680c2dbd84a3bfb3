import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpHooks } from '../../../lib/http';
import { ApiError } from '../../../lib/api-error';
import { uploadFiles, uploadUrl } from './upload';
import { statsById, statsRequestTree } from './stats';

/** A stand-in XMLHttpRequest recording what the upload sends and letting the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadFiles', () => {
  const saved = { token: httpHooks.token, tenant: httpHooks.tenantExternalId };
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    httpHooks.token = () => 'tok';
    httpHooks.tenantExternalId = () => 'tenant-1';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    httpHooks.token = saved.token;
    httpHooks.tenantExternalId = saved.tenant;
  });

  it('posts the files as multipart field `files` with the bearer token and tenant header, reporting progress', async () => {
    const progress = vi.fn();
    const files = [new File(['%PDF-1.4'], 'a.pdf'), new File(['PK'], 'b.docx')];
    const handle = uploadFiles({ parentStaticId: 9997 }, files, progress);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/data-room/upload-files?parentId=9997']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Tenant-Id': 'tenant-1' });
    expect(xhr.timeout).toBe(60_000);
    expect((xhr.body!.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.docx']);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
    expect(progress).toHaveBeenCalledWith(5, 10);
    xhr.answer(201, { success: true, content: [{ externalId: 'x', name: 'a.pdf' }], errorCode: null, message: null });
    await expect(handle.promise).resolves.toEqual([{ externalId: 'x', name: 'a.pdf' }]);
  });

  it("rejects with the envelope's code and message", async () => {
    const handle = uploadFiles({ customFolderExternalId: 'f-1' }, [new File(['MZ'], 'x.pdf')]);
    expect(FakeXhr.last.url).toBe('/api/data-room/custom/folder/files?customParentId=f-1');
    FakeXhr.last.answer(413, {
      success: false,
      content: null,
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'x.pdf exceeded max size allowed (100 MB)',
    });
    const err = await handle.promise.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: 'x.pdf exceeded max size allowed (100 MB)',
    });
  });

  it('rejects a network failure with the transport message', async () => {
    const handle = uploadFiles({ parentStaticId: 8 }, [new File(['x'], 'x.pdf')]);
    FakeXhr.last.onerror!();
    await expect(handle.promise).rejects.toMatchObject({
      code: 'NO_RESPONSE_RECEIVED',
      message: 'An internal error occurred, please try again later',
    });
  });

  it('builds the two upload URLs', () => {
    expect(uploadUrl({ parentStaticId: 0 })).toBe('/api/data-room/upload-files?parentId=0');
    expect(uploadUrl({ customFolderExternalId: 'a b' })).toBe(
      '/api/data-room/custom/folder/files?customParentId=a%20b',
    );
  });
});

describe('stats', () => {
  it('sends the taxonomy as a tree of static ids', () => {
    const tree = statsRequestTree();
    expect(tree.map((e) => e.staticId)).toEqual([0, 54, 96, 129, 137, 147, 176]);
    expect(tree[0].entries[4].entries.map((e) => e.staticId)).toEqual([28, 29, 30, 31, 182]);
    expect(Object.keys(tree[0])).toEqual(['staticId', 'entries']);
  });

  it('flattens the reply by static id, master root included', () => {
    const map = statsById([
      { staticId: 0, count: 3, redFlags: 1, entries: [{ staticId: 1, count: 2, redFlags: 1, entries: [] }] },
      { staticId: 9997, count: 4, redFlags: 0, entries: [] },
    ]);
    expect(map.get(0)).toEqual({ count: 3, redFlags: 1 });
    expect(map.get(1)).toEqual({ count: 2, redFlags: 1 });
    expect(map.get(9997)).toEqual({ count: 4, redFlags: 0 });
  });
});
