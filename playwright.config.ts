import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built apps served by the real server on a fresh embedded database,
 * in Debian's Chromium (never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run; workers inherit the variable, so they agree on it.
// `pnpm test` removes the folders of earlier runs.
process.env.TESSERA_E2E_DATA_DIR ??= join(
  import.meta.dirname,
  '.test-results',
  `e2e-data-${Date.now()}`,
);
const dataDir = process.env.TESSERA_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: ['runtime/e2e/**/*.spec.ts', 'studio/e2e/**/*.spec.ts'],
  outputDir: '.test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node packages/server/dist/cli.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The e2e suite runs the product as the quick start does: on the embedded database.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: 'admin@tessera.local',
      TESSERA_ADMIN_PASSWORD: 'tessera-admin',
    },
  },
});
