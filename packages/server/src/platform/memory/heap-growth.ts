import v8 from 'node:v8';

/** How far the old generation may grow past its live size before the next full collection, in percent. */
const HEAP_GROWING_PERCENT = 50;

/**
 * Fixes how far V8 lets the old generation grow between two full collections: to 1.5× its live size. Process-wide:
 * the server's entry point calls it once, before the app is built.
 *
 * Why: V8 sizes that room from its own speed estimates; for this server (a ~61 MB heap) it chose between 1.1× and
 * 2.2×, and starts marking early while the room is smaller than its young generation. While an upload streamed 100 MB
 * of network buffers through the main thread, that meant a full mark-compact of the whole heap every 50–100 ms, each
 * freeing 0–2 MB, in about half the rounds: up to three times the CPU of the other rounds (docs/performance.md,
 * "Uploads: batched writes and the heap's headroom"). The price: up to half the live heap (~30 MB) of garbage held
 * before a collection.
 */
export function allowHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
