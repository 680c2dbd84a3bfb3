// Entry of the extraction thread: the server runs from TypeScript sources through tsx, so the thread registers tsx
// before loading worker.ts (a loader given to the parent with --import does not reach worker threads on Node 20).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
