import { describe, expect, it } from 'vitest';
import { LINK_LIMITS, dataRoomCreateLinkBody, parseLinkUrl } from './links.ts';

describe('parseLinkUrl', () => {
  it('prepends https:// when the scheme is missing', () => {
    expect(parseLinkUrl('  example.com/deck ')).toEqual({ ok: true, url: 'https://example.com/deck' });
    expect(parseLinkUrl('localhost:3000/a')).toEqual({ ok: true, url: 'https://localhost:3000/a' });
    expect(parseLinkUrl('//cdn.example.org/x')).toEqual({ ok: true, url: 'https://cdn.example.org/x' });
  });

  it('keeps http and https addresses as the browser opens them', () => {
    expect(parseLinkUrl('HTTP://Example.COM')).toEqual({ ok: true, url: 'http://example.com/' });
    expect(parseLinkUrl('https://docs.example.com/a?b=1#c')).toEqual({
      ok: true,
      url: 'https://docs.example.com/a?b=1#c',
    });
  });

  it('refuses every other scheme', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'mailto:a@example.com',
      'vbscript:msgbox(1)',
    ])
      expect(parseLinkUrl(bad), bad).toEqual({ ok: false, error: 'scheme' });
  });

  it('refuses credentials, spaces and control characters, empty and over-long addresses', () => {
    expect(parseLinkUrl('https://user:pw@example.com')).toEqual({ ok: false, error: 'credentials' });
    expect(parseLinkUrl('user@example.com')).toEqual({ ok: false, error: 'credentials' });
    expect(parseLinkUrl('java\nscript:alert(1)')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLinkUrl('https://exa mple.com')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLinkUrl('   ')).toEqual({ ok: false, error: 'empty' });
    const long = `https://example.com/${'a'.repeat(LINK_LIMITS.urlMax)}`;
    expect(parseLinkUrl(long)).toEqual({ ok: false, error: 'tooLong' });
  });

  it('names the url field when a request body is refused', () => {
    const r = dataRoomCreateLinkBody.safeParse({ name: 'x', url: 'javascript:alert(1)' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['url']);
  });
});
