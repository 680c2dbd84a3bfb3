import { EventEmitter } from 'node:events';

/**
 * In-process wake-up: enqueueJob signals here so a runner of this process looks for work at once instead of at its
 * next poll. The job may still sit in an uncommitted transaction; the runner then simply finds it on a later poll.
 */
const wake = new EventEmitter();
wake.setMaxListeners(0);

export const signalJobEnqueued = (queue: string) => wake.emit('enqueued', queue);
export function onJobEnqueued(listener: (queue: string) => void): () => void {
  wake.on('enqueued', listener);
  return () => wake.off('enqueued', listener);
}
