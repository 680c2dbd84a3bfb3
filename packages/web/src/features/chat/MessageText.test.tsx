import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ANN, renderWithQuery } from './test-utils';
import { MessageText } from './MessageItem';

describe('MessageText: simple Markdown through the safe renderer', () => {
  it('renders bold, italics and code, and makes links clickable in a new tab', () => {
    renderWithQuery(
      <MessageText
        text={`**Due** _today_: see https://example.com/deck.pdf, or [the room](https://atrium.dev/r) \`v2\``}
      />,
    );
    expect(screen.getByText('Due').tagName).toBe('STRONG');
    expect(screen.getByText('today').tagName).toBe('EM');
    expect(screen.getByText('v2').tagName).toBe('CODE');
    const bare = screen.getByRole('link', { name: 'https://example.com/deck.pdf' });
    expect(bare).toHaveAttribute('href', 'https://example.com/deck.pdf');
    expect(bare).toHaveAttribute('target', '_blank');
    expect(bare.getAttribute('rel')).toContain('noopener');
    expect(bare.getAttribute('rel')).toContain('noreferrer');
    expect(screen.getByRole('link', { name: 'the room' })).toHaveAttribute('href', 'https://atrium.dev/r');
  });

  it('keeps raw HTML and unsafe links as text, mentions as chips and line breaks', () => {
    const { container } = renderWithQuery(
      <MessageText
        text={`<img src=x onerror="alert(1)"> [click](javascript:alert(1))\nHi @[Ann Lee](${ANN}) **there**`}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('click');
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(container.textContent).toContain('\nHi ');
    expect(container.textContent).toContain('Ann Lee');
  });
});
