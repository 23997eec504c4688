import { useEffect, useRef, useState } from 'react';
import type { ShownExpressionIssue } from './expressionInput.types';
import { monaco } from './monacoSetup';

type Model = monaco.editor.ITextModel;

/**
 * Keeps a Monaco editor's document in step with a controlled value and shows the value's issues
 * as markers (`owner` names them) on the characters they are about. Answers the function that
 * binds the editor, to call when it mounts.
 *
 * The editor owns its text while the person types in it (a value coming back from the draft a
 * keystroke late must not undo the next keystroke); a change from elsewhere — undo, a reload —
 * is taken over when the editor does not have the focus.
 */
export function useMonacoDocument(
  value: string,
  issues: readonly ShownExpressionIssue[],
  owner: string,
): (editor: monaco.editor.IStandaloneCodeEditor) => void {
  const [model, setModel] = useState<Model | null>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    if (!model || model.isDisposed() || !editor || editor.hasTextFocus()) return;
    if (model.getValue() !== value) model.setValue(value);
  }, [model, value]);

  useEffect(() => {
    if (!model || model.isDisposed()) return;
    monaco.editor.setModelMarkers(
      model,
      owner,
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
  }, [model, issues, owner]);

  return (editor) => {
    editorRef.current = editor;
    setModel(editor.getModel());
  };
}
