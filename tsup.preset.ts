import type { Options } from 'tsup';

/**
 * The one tsup preset every published library builds with: ESM, type declarations,
 * no bundling of dependencies, sources resolved through the `@tessera/source` condition.
 */
export function libraryPreset(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    // tsup's dts build sets baseUrl, which TypeScript 6 flags as deprecated.
    dts: { compilerOptions: { customConditions: ['@tessera/source'], ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: false,
    treeshake: true,
    esbuildOptions(options) {
      options.conditions = ['@tessera/source'];
    },
    ...overrides,
  };
}
