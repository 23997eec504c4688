#!/usr/bin/env node
/**
 * The whole test suite, as the README's test command runs it:
 * checks (format + lint, dependency rules, types), build, unit and component tests,
 * server integration tests (PGlite always, PostgreSQL too when DATABASE_URL is set),
 * the Storybook build, and end-to-end tests in Debian's Chromium.
 * Ends with one line `N passed, N failed` over every runner, and exits non-zero on any failure
 * or when no test ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '-y', 'pnpm@10'];

/** @type {{ name: string, passed: number, failed: number, seconds: number, note?: string }[]} */
const results = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function step(name, action) {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  const outcome = action();
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, ...outcome });
  return outcome.failed === 0;
}

/** A step that is one check: it passes or fails as a whole. */
const check = (command, args, env) => () =>
  run(command, args, env) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

/** A vitest run, counted test by test from its JSON report. */
const vitest = (reportName, projects, env) => () => {
  const outputFile = join(resultsDir, `${reportName}.json`);
  rmSync(outputFile, { force: true });
  const ok = run(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, note: 'vitest wrote no report' };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed };
};

/** The Playwright run, counted test by test from its JSON report. */
const playwright = () => {
  const outputFile = join(resultsDir, 'e2e.json');
  rmSync(outputFile, { force: true });
  for (const entry of readdirSync(resultsDir)) {
    if (entry.startsWith('e2e-data-'))
      rmSync(join(resultsDir, entry), { recursive: true, force: true });
  }
  const ok = run(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test']);
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, note: 'playwright wrote no report' };
  const { stats } = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  return { passed: stats.expected, failed };
};

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${chromium}: installing Debian's chromium package…`);
    return (
      run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
        DEBIAN_FRONTEND: 'noninteractive',
      })
    );
  }
  console.error(
    `The end-to-end tests need Chromium at ${chromium}. Install it with \`sudo apt-get install -y chromium fonts-liberation\` (or set CHROMIUM_PATH), then run the tests again.`,
  );
  return false;
}

mkdirSync(resultsDir, { recursive: true });
const database = process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';

step('Format and lint (biome)', check(join(root, 'node_modules/.bin/biome'), ['ci', '.']));
step('Dependency rules', check(pnpm[0], [...pnpm.slice(1), 'run', 'deps:check']));
step('Types', check(pnpm[0], [...pnpm.slice(1), 'run', 'typecheck']));
const built = step('Build', check(pnpm[0], [...pnpm.slice(1), 'run', 'build']));
if (built) {
  step(
    'Built engine in plain Node',
    check(process.execPath, [join(root, 'scripts/checkBuiltEngine.mjs')]),
  );
}
step('Unit and component tests', vitest('unit', ['unit', 'dom']));
step(`Server integration tests (${database})`, vitest('integration', ['integration']));
if (built) {
  step('Storybook build', check(pnpm[0], [...pnpm.slice(1), 'run', 'storybook:build']));
  if (ensureChromium()) step('End-to-end tests (Chromium)', playwright);
  else
    results.push({
      name: 'End-to-end tests (Chromium)',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'no Chromium',
    });
} else {
  results.push({
    name: 'Storybook and end-to-end tests',
    passed: 0,
    failed: 1,
    seconds: 0,
    note: 'skipped: the build failed',
  });
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\n━━ Summary ━━');
for (const result of results) {
  const mark = result.failed === 0 ? '✔' : '✘';
  const note = result.note ? ` (${result.note})` : '';
  console.log(
    `${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(1)} s${note}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
