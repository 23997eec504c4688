/**
 * One thing wrong with a definition: where it is (a readable path such as `fields[3].type.name`,
 * empty for the root) and what is wrong, in English for designers and logs.
 * @public
 */
export interface DefinitionIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown by `assert*`/`compile*` when a definition is malformed, so a bad definition is rejected
 * once, at compile time, and never crashes later during evaluation.
 * @public
 */
export class DefinitionError extends Error {
  override readonly name = 'DefinitionError';
  /** Every problem found, not only the first. */
  readonly errors: readonly DefinitionIssue[];

  constructor(errors: readonly DefinitionIssue[], subject = 'definition') {
    super(formatMessage(subject, errors));
    this.errors = Object.freeze(errors.map((error) => Object.freeze({ ...error })));
  }
}

function formatMessage(subject: string, errors: readonly DefinitionIssue[]): string {
  const lines = errors.map((error) => `${error.path || '(root)'}: ${error.message}`);
  return `Invalid ${subject}: ${lines.join('; ')}`;
}
