// The engine's benchmarks, one command: `pnpm --filter @tessera/engine bench [name...]`.
// Every `*.bench.ts` beside this file is run in name order (a new benchmark needs no edit here);
// each exports `run(): Promise<boolean>`, printing its own report and answering whether its
// goals hold. Names given on the command line select benchmarks by file-name prefix.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run(): Promise<boolean>;
}

const folder = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((name) => file.startsWith(name)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}.`);
  process.exit(1);
}

const summary: [string, boolean][] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const module = (await import(pathToFileURL(join(folder, file)).href)) as BenchModule;
  summary.push([file, await module.run()]);
}

console.log('\n=== Summary ===');
for (const [file, pass] of summary) console.log(`  ${pass ? 'pass' : 'MISS'}  ${file}`);
