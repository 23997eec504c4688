/** A problem of the expression, in the studio's words, with the characters it is about. */
export interface ShownExpressionIssue {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

/** A name the expression editor completes: a form field, an expression variable or a function. */
export interface ExpressionCompletion {
  readonly name: string;
  readonly kind: 'field' | 'function';
  /** Shown beside the name: the field's label, the function's arity. */
  readonly detail: string;
}

/** Props of the expression inputs (Monaco, and the plain one shown while Monaco loads). */
export interface ExpressionInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly issues: readonly ShownExpressionIssue[];
  readonly completions: readonly ExpressionCompletion[];
  readonly ariaLabel: string;
}
