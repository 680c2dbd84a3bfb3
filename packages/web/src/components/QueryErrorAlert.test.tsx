import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryErrorAlert } from './QueryErrorAlert';

describe('QueryErrorAlert', () => {
  it('shows the message with a Retry that reloads the list when the first load failed', () => {
    const refetch = vi.fn();
    render(<QueryErrorAlert query={{ isError: true, data: undefined, refetch }} message="Could not load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet while loading, after success, and when a refresh fails over loaded data', () => {
    const refetch = vi.fn();
    const { rerender } = render(<QueryErrorAlert query={{ isError: false, data: undefined, refetch }} message="x" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<QueryErrorAlert query={{ isError: true, data: { items: [] }, refetch }} message="x" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
