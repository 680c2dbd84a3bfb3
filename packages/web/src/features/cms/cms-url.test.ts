import { describe, expect, it } from 'vitest';
import { cmsEditUrl } from './cms-url';

describe('cmsEditUrl', () => {
  it('opens /cms/content/{externalId}/edit on the configured CMS, the id encoded as one segment', () => {
    expect(cmsEditUrl('https://cms.example.com', 'p-1')).toBe('https://cms.example.com/cms/content/p-1/edit');
    expect(cmsEditUrl('https://cms.example.com/base/', 'a/b?c')).toBe(
      'https://cms.example.com/base/cms/content/a%2Fb%3Fc/edit',
    );
  });

  it('is null without a CMS or without an id', () => {
    expect(cmsEditUrl(null, 'p-1')).toBeNull();
    expect(cmsEditUrl('https://cms.example.com', undefined)).toBeNull();
  });
});
