/**
 * The undo window of a deleted conversation (spec 2 §4): expires after `ms` unless paused (while hovered); resuming
 * continues with the time that was left.
 */
export class UndoTimer {
  private left: number;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private done = false;
  private readonly onExpire: () => void;
  private readonly now: () => number;

  constructor(ms: number, onExpire: () => void, now: () => number = Date.now) {
    this.left = ms;
    this.onExpire = onExpire;
    this.now = now;
  }

  start() {
    if (this.done || this.timer) return;
    this.startedAt = this.now();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.done = true;
      this.onExpire();
    }, this.left);
  }

  pause() {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.left = Math.max(0, this.left - (this.now() - this.startedAt));
  }

  resume() {
    this.start();
  }

  /** Stops for good without expiring (undone or dismissed). */
  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.done = true;
  }
}
