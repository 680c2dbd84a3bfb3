import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = (opts: { type: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;
let gc: Gc | null | undefined;

/**
 * Collects the young generation now (a scavenge: a few hundred microseconds, the old generation untouched).
 *
 * Why: an upload streams ~1,600 network buffers of 64 KiB per 100 MB through the main thread. Their bytes live outside
 * the JavaScript heap, and the short-lived objects that hold them are too few to fill the young generation, so no
 * scavenge frees them; the growing external memory instead makes V8 run full mark-compacts of the whole app heap
 * (~60 MB) again and again — half of the upload's CPU. A scavenge every few MiB frees those buffers cheaply.
 */
export function collectYoung(): void {
  if (gc === undefined) {
    try {
      // The flag exposes `gc` to contexts created after it is set; the app's own context is unchanged.
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as Gc;
    } catch {
      gc = null;
    }
  }
  gc?.({ type: 'minor' });
}
