import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // test/cluster needs a PostgreSQL server and Redis: its own project, run by `npm run test:cluster`.
          exclude: [...configDefaults.exclude, 'packages/server/test/cluster/**'],
          environment: 'node',
          testTimeout: 30000,
          // Starting an app on PGlite takes 30–40 s when both cores are busy.
          hookTimeout: 120000,
          // PGlite start-up dominates; two workers match the two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['packages/server/test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          // Dialog tests type and click through user-event; on two busy cores some take over vitest's default 5 s.
          testTimeout: 20000,
        },
      },
    ],
  },
});
