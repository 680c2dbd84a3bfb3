import v8 from 'node:v8';

/** How far the old generation may grow past its live size before the next full collection, in percent. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Lets V8's old generation grow by half its live size between two full collections. Process-wide: the server's entry
 * point calls it once, before the app is built.
 *
 * Why: V8 sizes that headroom from how fast the program allocates, and for this server — a ~60 MB heap that allocates
 * slowly — it chose 10–16 %, about 8 MB. An upload then streams 100 MB of network buffers through the main thread;
 * the few objects that outlive a young collection filled those 8 MB within 50–100 ms, and each time V8 marked the
 * whole heap again (a full mark-compact that freed 1–2 MB): up to half an upload's CPU
 * (docs/performance.md, "Uploads: the heap's headroom"). The price is at most half the live heap (~30 MB) more memory
 * before a collection.
 */
export function allowHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
