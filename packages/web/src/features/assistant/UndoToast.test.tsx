import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoToast } from './components/UndoToast';

describe('the Chat Deleted toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires after 5 s, pausing while hovered', () => {
    const onExpire = vi.fn();
    render(<UndoToast onUndo={vi.fn()} onExpire={onExpire} />);
    const toast = screen.getByTestId('assistant-undo-toast');
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('undoes, and then never expires', () => {
    const onExpire = vi.fn();
    const onUndo = vi.fn();
    render(<UndoToast onUndo={onUndo} onExpire={onExpire} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onUndo).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
