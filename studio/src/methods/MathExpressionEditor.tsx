import { Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular, WarningRegular } from '@fluentui/react-icons';
import { ALLOWED_MATH_FUNCTIONS } from '@tessera/engine';
import { lazy, Suspense, useMemo } from 'react';
import { useIssueListStyles } from '../common/useIssueListStyles';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ExpressionCompletion, ShownExpressionIssue } from './expressionInput.types';
import { expressionIssues } from './expressionIssues';
import type { MethodField } from './methodDraft';
import { PlainExpressionInput } from './PlainExpressionInput';

// Monaco is about 1 MB: it loads with the first expression editor opened, not with the studio.
const MonacoExpressionInput = lazy(() =>
  import('./MonacoExpressionInput').then((module) => ({ default: module.MonacoExpressionInput })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export interface MathExpressionEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The form's fields: names the expression reads, offered for completion. */
  readonly fields: readonly MethodField[];
  /** Names the method binds itself (its `variables`). */
  readonly boundNames: readonly string[];
  readonly label: string;
  readonly hint?: string;
}

const functionCompletions: readonly ExpressionCompletion[] = Object.entries(
  ALLOWED_MATH_FUNCTIONS,
).map(([name, arity]) => ({
  name,
  kind: 'function',
  detail: `(${arity.max === arity.min ? arity.min : `${arity.min}–${arity.max ?? '…'}`})`,
}));

/**
 * A computed_expression source in Monaco (issue 8): the engine's expression check runs as you
 * type, each problem in the studio's words under the editor and as a marker on the characters
 * it is about; names that are no field are warned about; field ids, the expression's own
 * variables and the allowed functions complete with Ctrl+Space.
 */
export function MathExpressionEditor({
  value,
  onChange,
  fields,
  boundNames,
  label,
  hint,
}: MathExpressionEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const issueStyles = useIssueListStyles();
  const known = useMemo(
    () => new Set([...fields.map((field) => field.id), ...boundNames]),
    [fields, boundNames],
  );
  const issues: readonly ShownExpressionIssue[] = useMemo(
    () =>
      expressionIssues(value, known).map((issue) => ({
        severity: issue.severity,
        message: t(issue.key, issue.params),
        start: issue.start,
        end: issue.end,
      })),
    [value, known, t],
  );
  const completions = useMemo<readonly ExpressionCompletion[]>(
    () => [
      ...boundNames.map((name) => ({
        name,
        kind: 'field' as const,
        detail: t('methods.editor.expressionVariables'),
      })),
      ...fields.map((field) => ({ name: field.id, kind: 'field' as const, detail: field.label })),
      ...functionCompletions,
    ],
    [fields, boundNames, t],
  );
  const input = { value, onChange, issues, completions, ariaLabel: label };
  const hasError = issues.some((issue) => issue.severity === 'error');

  return (
    <div className={styles.root}>
      <Field label={label} hint={hint} required validationState={hasError ? 'error' : 'none'}>
        <Suspense fallback={<PlainExpressionInput {...input} />}>
          <MonacoExpressionInput {...input} />
        </Suspense>
      </Field>
      {issues.length > 0 ? (
        <ul className={issueStyles.list} aria-live="polite">
          {issues.map((issue) => (
            <li
              key={`${issue.severity}:${issue.message}:${issue.start}`}
              className={`${issueStyles.line} ${issue.severity === 'error' ? issueStyles.error : issueStyles.warning}`}
              role={issue.severity === 'error' ? 'alert' : undefined}
            >
              {issue.severity === 'error' ? (
                <ErrorCircleRegular className={issueStyles.icon} aria-hidden />
              ) : (
                <WarningRegular className={issueStyles.icon} aria-hidden />
              )}
              <Text size={200}>{issue.message}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <div className={`${issueStyles.line} ${issueStyles.valid}`} aria-live="polite">
          <CheckmarkCircleRegular className={issueStyles.icon} aria-hidden />
          <Text size={200}>{t('methods.editor.expressionValid')}</Text>
        </div>
      )}
    </div>
  );
}
