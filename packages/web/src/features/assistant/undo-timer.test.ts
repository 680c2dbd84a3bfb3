import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoTimer } from './undo-timer';

describe('undo-delete window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires after 5 s', () => {
    const done = vi.fn();
    new UndoTimer(5000, done).start();
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pauses while hovered and continues with the time that was left', () => {
    const done = vi.fn();
    const timer = new UndoTimer(5000, done);
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('never expires once cancelled (undone)', () => {
    const done = vi.fn();
    const timer = new UndoTimer(5000, done);
    timer.start();
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
