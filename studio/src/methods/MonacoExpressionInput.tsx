import { makeStyles, tokens } from '@fluentui/react-components';
import { Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import type { ExpressionInputProps } from './expressionInput.types';
import { MATH_LANGUAGE, monaco } from './monacoSetup';

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    paddingTop: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
});

const MARKER_OWNER = 'tessera-math';

type Model = monaco.editor.ITextModel;

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
  const styles = useStyles();
  const [model, setModel] = useState<Model | null>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const names = useRef(completions);
  names.current = completions;
  const disposables = useRef<monaco.IDisposable[]>([]);

  const mount: OnMount = (editor) => {
    editorRef.current = editor;
    const own = editor.getModel();
    setModel(own);
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

  // The editor owns its text while the person types in it (a value coming back from the draft a
  // keystroke late must not undo the next keystroke); a change from elsewhere — undo, a reload —
  // is taken over when the editor does not have the focus.
  useEffect(() => {
    const editor = editorRef.current;
    if (!model || model.isDisposed() || !editor || editor.hasTextFocus()) return;
    if (model.getValue() !== value) model.setValue(value);
  }, [model, value]);

  useEffect(() => {
    if (!model || model.isDisposed()) return;
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      issues.map((issue) => {
        const start = model.getPositionAt(issue.start);
        const end = model.getPositionAt(Math.max(issue.end, issue.start + 1));
        return {
          severity:
            issue.severity === 'error'
              ? monaco.MarkerSeverity.Error
              : monaco.MarkerSeverity.Warning,
          message: issue.message,
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: end.lineNumber,
          endColumn: end.column,
        };
      }),
    );
  }, [model, issues]);

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
