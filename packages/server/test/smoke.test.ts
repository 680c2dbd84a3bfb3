import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

const t = await useTestApp();

describe('app', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const r = await t.call('GET', '/api/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, content: null, errorCode: 'NOT_FOUND', message: 'No API route /api/does-not-exist' });
  });
});
