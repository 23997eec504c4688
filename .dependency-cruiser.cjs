/**
 * The dependency rules of ARCHITECTURE.md §1, checked on every test run.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const uiLibraries =
  '^(react|react-dom|react-i18next|@fluentui/.+|jotai|wouter|@xyflow/.+|echarts|echarts-for-react|monaco-editor|@monaco-editor/.+|@dnd-kit/.+|react-grid-layout)(/|$)';

const uiLibraryModules = `node_modules/(@types/)?${uiLibraries.slice(1)}`;

const { builtinModules } = require('node:module');

const nodeBuiltins = `^(node:)?(${builtinModules.map((name) => name.replace('/', '\\/')).join('|')})$`;

module.exports = {
  forbidden: [
    {
      name: 'engine-no-ui',
      comment: 'The engine is headless: it imports no React, UI library or app package.',
      severity: 'error',
      from: { path: '^packages/engine/src' },
      to: {
        path: [uiLibraryModules, '^packages/(client|react|ui|server|i18n)/'],
      },
    },
    {
      name: 'engine-no-node-builtins',
      comment: 'The engine runs unchanged in the browser: no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/engine/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'plugin-engine-entry-no-react',
      comment:
        "A plugin's engine entry (and everything it reaches) imports no React or UI library.",
      severity: 'error',
      from: { path: '^plugins/[^/]+/src/index\\.ts$' },
      to: { path: uiLibraryModules, reachable: true },
    },
    {
      name: 'plugin-engine-entry-no-node-builtins',
      severity: 'error',
      from: { path: '^plugins/[^/]+/src/index\\.ts$' },
      to: { path: nodeBuiltins, reachable: true },
    },
    {
      name: 'nothing-imports-studio',
      comment: 'Apps are leaves: nothing outside studio/ imports from it.',
      severity: 'error',
      from: { pathNot: '^studio/' },
      to: { path: '^studio/' },
    },
    {
      name: 'nothing-imports-runtime',
      comment: 'Apps are leaves: nothing outside runtime/ imports from it.',
      severity: 'error',
      from: { pathNot: '^runtime/' },
      to: { path: '^runtime/' },
    },
    {
      name: 'server-no-ui',
      comment: "The server imports the engine and plugins' engine and server entries, never UI.",
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: {
        path: [uiLibraryModules, '^packages/(react|ui)/', '^plugins/[^/]+/src/(runtime|studio)'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'storybook-static', '\\.tessera'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@tessera/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
