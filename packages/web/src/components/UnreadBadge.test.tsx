import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatUnreadCount, UnreadBadge } from './UnreadBadge';

describe('formatUnreadCount', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(12345)).toBe('99+');
  });
  it('treats zero, negatives and nonsense as zero', () => {
    expect(formatUnreadCount(0)).toBe('0');
    expect(formatUnreadCount(-3)).toBe('0');
    expect(formatUnreadCount(Number.NaN)).toBe('0');
  });
});

describe('UnreadBadge', () => {
  it('caps the visible badge at 99+ and tells screen readers the unread count', () => {
    render(
      <UnreadBadge count={150} testId="b">
        <span>icon</span>
      </UnreadBadge>,
    );
    expect(screen.getByTestId('b')).toHaveTextContent('99+');
    expect(screen.getByTestId('b')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('99+ unread')).toBeInTheDocument();
  });
  it('shows the exact count at 99', () => {
    render(
      <UnreadBadge count={99} testId="b">
        <span>icon</span>
      </UnreadBadge>,
    );
    expect(screen.getByTestId('b')).toHaveTextContent(/^99$/);
  });
  it('is hidden with nothing unread', () => {
    render(
      <UnreadBadge count={0} testId="b">
        <span>icon</span>
      </UnreadBadge>,
    );
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByTestId('b')).toHaveClass('MuiBadge-invisible');
  });
});
