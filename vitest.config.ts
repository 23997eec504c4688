import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * One vitest configuration, three projects:
 * - unit: pure TypeScript tests in Node (`*.test.ts`),
 * - dom: React components in jsdom (`*.test.tsx`),
 * - integration: server tests against real databases (`*.int.test.ts`).
 * Workspace packages resolve to their sources through the `@tessera/source` condition.
 */
// Node-side (unit, integration) tests resolve through `ssr`, jsdom ones through `resolve`.
const sourceCondition = {
  resolve: { conditions: ['@tessera/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tessera/source', ...defaultServerConditions] } },
};
const workspaceDirs = ['packages', 'plugins', 'studio', 'runtime', 'examples'];
const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**'];

export default defineConfig({
  plugins: [react()],
  ...sourceCondition,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: workspaceDirs.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [...exclude, '**/*.int.test.ts'],
          // Property tests run hundreds of cases: a loaded machine must not fail them on a clock.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [...workspaceDirs.map((dir) => `${dir}/**/*.test.tsx`), '.storybook/*.test.tsx'],
          exclude,
          setupFiles: ['./scripts/vitestDomSetup.ts'],
          // Rendering tests wait on the UI, not on a clock: a loaded machine must not fail them.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/server/**/*.int.test.ts'],
          exclude,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are ~0.75 GB each: keep two files in flight at most.
          maxWorkers: 2,
          // Names the run's PostgreSQL test schemas and drops them at its end.
          globalSetup: ['./packages/server/src/testing/testSchemasSetup.ts'],
        },
      },
    ],
  },
});
