import { Editor } from '@monaco-editor/react';
import type { ExpressionInputProps } from '../methods/expressionInput.types';
import { monaco } from '../methods/monacoSetup';
import { useMonacoDocument } from '../methods/useMonacoDocument';
import { useMonacoFrameStyles } from '../methods/useMonacoFrameStyles';

/** The language id of the JSON the studio edits (Monaco's own JSON service is not bundled). */
const JSON_LANGUAGE = 'tessera-json';
const MARKER_OWNER = 'tessera-json';

monaco.languages.register({ id: JSON_LANGUAGE });
monaco.languages.setMonarchTokensProvider(JSON_LANGUAGE, {
  tokenizer: {
    root: [
      [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'type'],
      [/"(?:[^"\\]|\\.)*"/, 'string'],
      [/-?\d+(\.\d+)?([eE][-+]?\d+)?/, 'number'],
      [/\b(?:true|false|null)\b/, 'keyword'],
      [/[{}[\],:]/, 'delimiter'],
    ],
  },
});
monaco.languages.setLanguageConfiguration(JSON_LANGUAGE, {
  brackets: [
    ['{', '}'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '"', close: '"', notIn: ['string'] },
  ],
});

/**
 * A JSON document in Monaco: highlighting, bracket matching and folding, and a marker on the
 * characters of each problem (shown on hover and in the editor's problem navigation).
 */
export function MonacoJsonInput({ value, onChange, issues, ariaLabel }: ExpressionInputProps) {
  const styles = useMonacoFrameStyles();
  const bind = useMonacoDocument(value, issues, MARKER_OWNER);

  return (
    <div className={styles.frame}>
      <Editor
        height="320px"
        language={JSON_LANGUAGE}
        defaultValue={value}
        onChange={(next) => onChange(next ?? '')}
        onMount={bind}
        options={{
          ariaLabel,
          minimap: { enabled: false },
          glyphMargin: false,
          lineDecorationsWidth: 8,
          renderLineHighlight: 'none',
          overviewRulerLanes: 0,
          hideCursorInOverviewRuler: true,
          scrollBeyondLastLine: false,
          tabSize: 2,
          fontSize: 13,
          fixedOverflowWidgets: true,
          automaticLayout: true,
        }}
      />
    </div>
  );
}
