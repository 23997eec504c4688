import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

// Monaco from the installed package, never a CDN (STACK.md "Monaco without a CDN"): the core
// editor API only — the studio's one language is its own, so no language service (json, css,
// html, ts) and none of their workers are bundled. The editor worker, a file of our own origin
// (the page CSP allows `worker-src 'self'`), serves every label.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });

/** The language id of computed_expression sources in the studio's editors. */
export const MATH_LANGUAGE = 'tessera-math';

monaco.languages.register({ id: MATH_LANGUAGE });
monaco.languages.setMonarchTokensProvider(MATH_LANGUAGE, {
  tokenizer: {
    root: [
      [/\d+(\.\d+)?([eE][-+]?\d+)?/, 'number'],
      [/[A-Za-z_][A-Za-z0-9_]*(?=\s*\()/, 'keyword'],
      [/[A-Za-z_][A-Za-z0-9_]*/, 'identifier'],
      [/"[^"]*"|'[^']*'/, 'string'],
      [/[-+*/^%!<>=?:,&|]+/, 'operator'],
    ],
  },
});
monaco.languages.setLanguageConfiguration(MATH_LANGUAGE, {
  brackets: [['(', ')']],
  autoClosingPairs: [{ open: '(', close: ')' }],
});

export { monaco };
