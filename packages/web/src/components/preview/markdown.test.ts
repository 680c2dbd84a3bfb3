import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('minimal markdown reader', () => {
  it('reads headings, paragraphs, lists, code, quotes and rules', () => {
    const md =
      '# Title\n\nSome *text*\nwraps.\n\n- one\n- **two**\n\n1. first\n2. second\n\n```\n<b>raw</b>\n```\n> quoted\n\n---\n';
    expect(parseMarkdown(md)).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Some ' },
          { type: 'em', children: [{ type: 'text', text: 'text' }] },
          { type: 'text', text: ' wraps.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'strong', children: [{ type: 'text', text: 'two' }] }]],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      { type: 'code', text: '<b>raw</b>' },
      { type: 'quote', children: [{ type: 'text', text: 'quoted' }] },
      { type: 'hr' },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }],
      },
    ]);
  });

  it('allows only http(s) and mailto links', () => {
    expect(parseInline('[site](https://example.com) and [bad](javascript:void) `x`')).toEqual([
      { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'site' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'bad' },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'x' },
    ]);
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });

  it('links bare http(s) URLs, leaving trailing punctuation as text', () => {
    expect(parseInline('See https://example.com/a_b?x=1. Thanks')).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'link',
        href: 'https://example.com/a_b?x=1',
        children: [{ type: 'text', text: 'https://example.com/a_b?x=1' }],
      },
      { type: 'text', text: '. Thanks' },
    ]);
    expect(parseInline('(www.example.com and javascript:alert(1))')).toEqual([
      { type: 'text', text: '(www.example.com and javascript:alert(1))' },
    ]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
  });
});
