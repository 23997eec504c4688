// Builds the two benchmark pages with Vite, apart from the runtime's own build, twice: a
// production build, timed, and one with React DOM's profiling build, whose Profiler callbacks the
// FormView page counts renders with (not timed: the profiling build times and logs every
// component it renders, which would weigh on the page that renders). Workspace packages resolve
// to their sources, as the runtime's dev server resolves them.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const folder = fileURLToPath(new URL('.', import.meta.url));

/** The page names, each an HTML file beside this one. */
const BENCH_PAGES = ['form', 'plain'] as const;
export type BenchPage = (typeof BENCH_PAGES)[number];

/** The two builds: `production` is timed, `profiling` counts renders. */
const BENCH_BUILDS = ['production', 'profiling'] as const;
export type BenchBuild = (typeof BENCH_BUILDS)[number];

/** Builds both pages, both ways, into `outDir/<build>/` (emptied first). */
export async function buildBenchPages(outDir: string): Promise<void> {
  for (const variant of BENCH_BUILDS) await buildVariant(variant, `${outDir}/${variant}`);
}

async function buildVariant(variant: BenchBuild, outDir: string): Promise<void> {
  await build({
    root: folder,
    // Relative asset paths: each build is served from its own folder.
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      conditions: ['@tessera/source', ...defaultClientConditions],
      alias:
        variant === 'profiling'
          ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]
          : [],
    },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 5_000,
      rolldownOptions: {
        input: Object.fromEntries(BENCH_PAGES.map((page) => [page, `${folder}${page}.html`])),
      },
    },
  });
}
