import { describe, expect, it } from 'vitest';
import { safeRedirectPath, postLoginPath } from './redirect';
import { buildWorkspaceUrl, canRedirectToWorkspace, workspaceBaseDomain } from './workspace-redirect';
import { customer } from './test-utils';

const origin = 'https://app.atrium.app';

describe('redirect_uri sanitising', () => {
  it.each([
    ['/one/home', '/one/home'],
    ['/one/notifications?page=2#top', '/one/notifications?page=2#top'],
    ['/portal/customers/details?id=1', '/portal/customers/details?id=1'],
    ['/one/../portal/settings', '/portal/settings'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw, origin)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['protocol-relative', '//evil.example/path'],
    ['absolute URL', 'https://evil.example/'],
    ['same host but absolute', 'https://app.atrium.app/one/home'],
    ['backslash trick', '/\\evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/one\n/home'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path', 'one/home'],
    ['the sign-in page itself', '/login?redirect_uri=/one/home'],
    ['the index', '/'],
    ['sign-up', '/signup'],
  ])('refuses %s', (_, raw) => {
    expect(safeRedirectPath(raw as string | null, origin)).toBeNull();
  });

  it('falls back to the landing page of the user', () => {
    expect(postLoginPath('//evil.example', customer)).toBe('/one/home');
    expect(postLoginPath(null, customer)).toBe('/one/home');
    expect(postLoginPath('/one/tasks', customer)).toBe('/one/tasks');
  });
});

describe('workspace redirect address (spec 1 §4.2)', () => {
  it('is refused on localhost and IP addresses', () => {
    expect(canRedirectToWorkspace('localhost')).toBe(false);
    expect(canRedirectToWorkspace('app.localhost')).toBe(false);
    expect(canRedirectToWorkspace('127.0.0.1')).toBe(false);
    expect(canRedirectToWorkspace('[::1]')).toBe(false);
    expect(canRedirectToWorkspace('intranet')).toBe(false);
    expect(canRedirectToWorkspace('acme.atrium.app')).toBe(true);
  });

  it('keeps the product domain under the workspace sub-domain', () => {
    expect(workspaceBaseDomain('atrium.app')).toBe('atrium.app');
    expect(workspaceBaseDomain('acme-dev.atrium.app')).toBe('atrium.app');
  });

  it('adds -dev / -qa by environment, and p, tm and otc', () => {
    const base = { slug: 'globex', otc: 'one-time', hostname: 'acme-dev.atrium.app', protocol: 'https:', port: '' };
    const dev = new URL(buildWorkspaceUrl({ ...base, appEnv: 'dev', path: '/one/tasks', tenantExternalId: 't-9' }));
    expect(dev.host).toBe('globex-dev.atrium.app');
    expect(dev.pathname).toBe('/redirect');
    expect(Object.fromEntries(dev.searchParams)).toEqual({ p: '/one/tasks', tm: 't-9', otc: 'one-time' });
    expect(new URL(buildWorkspaceUrl({ ...base, appEnv: 'qa' })).host).toBe('globex-qa.atrium.app');
    expect(new URL(buildWorkspaceUrl({ ...base, hostname: 'atrium.app', appEnv: 'prod' })).host).toBe(
      'globex.atrium.app',
    );
  });

  it('forces HTTPS', () => {
    expect(
      buildWorkspaceUrl({ slug: 'a', otc: 'x', appEnv: 'prod', hostname: 'atrium.app', protocol: 'http:', port: '' }),
    ).toMatch(/^https:\/\/a\.atrium\.app\//);
  });
});
