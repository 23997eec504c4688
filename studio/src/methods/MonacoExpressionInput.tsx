import { Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { ExpressionInputProps } from './expressionInput.types';
import { MATH_LANGUAGE, monaco } from './monacoSetup';
import { useMonacoDocument } from './useMonacoDocument';
import { useMonacoFrameStyles } from './useMonacoFrameStyles';

const MARKER_OWNER = 'tessera-math';

/**
 * The Monaco editor of a math expression: mathjs highlighting, markers for the problems found
 * as you type, and completion of the form's field ids and the allowed functions (Ctrl+Space).
 * One line: Enter accepts a suggestion and otherwise does nothing.
 */
export function MonacoExpressionInput({
  value,
  onChange,
  issues,
  completions,
  ariaLabel,
}: ExpressionInputProps) {
  const styles = useMonacoFrameStyles();
  const bind = useMonacoDocument(value, issues, MARKER_OWNER);
  const names = useRef(completions);
  names.current = completions;
  const disposables = useRef<monaco.IDisposable[]>([]);

  const mount: OnMount = (editor) => {
    bind(editor);
    const own = editor.getModel();
    editor.addCommand(monaco.KeyCode.Enter, () => undefined, '!suggestWidgetVisible');
    disposables.current.push(
      monaco.languages.registerCompletionItemProvider(MATH_LANGUAGE, {
        provideCompletionItems(asked, position) {
          if (asked !== own) return { suggestions: [] };
          const word = asked.getWordUntilPosition(position);
          const range = new monaco.Range(
            position.lineNumber,
            word.startColumn,
            position.lineNumber,
            word.endColumn,
          );
          return {
            suggestions: names.current.map((item) => ({
              label: item.name,
              kind:
                item.kind === 'function'
                  ? monaco.languages.CompletionItemKind.Function
                  : monaco.languages.CompletionItemKind.Field,
              detail: item.detail,
              insertText: item.kind === 'function' ? `${item.name}(` : item.name,
              range,
            })),
          };
        },
      }),
    );
  };

  useEffect(
    () => () => {
      for (const disposable of disposables.current) disposable.dispose();
      disposables.current = [];
    },
    [],
  );

  return (
    <div className={styles.frame}>
      <Editor
        height="64px"
        language={MATH_LANGUAGE}
        defaultValue={value}
        onChange={(next) => onChange(next ?? '')}
        onMount={mount}
        options={{
          ariaLabel,
          minimap: { enabled: false },
          lineNumbers: 'off',
          glyphMargin: false,
          folding: false,
          lineDecorationsWidth: 8,
          renderLineHighlight: 'none',
          overviewRulerLanes: 0,
          hideCursorInOverviewRuler: true,
          scrollBeyondLastLine: false,
          wordWrap: 'on',
          fontSize: 14,
          fixedOverflowWidgets: true,
          scrollbar: { vertical: 'auto', horizontal: 'hidden' },
          automaticLayout: true,
        }}
      />
    </div>
  );
}
