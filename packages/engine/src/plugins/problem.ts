/**
 * A problem found in a definition or a value: where it is, and an i18n key with parameters
 * that the UI turns into text. Errors are values at the edges, never thrown.
 * @public
 */
export interface Problem {
  readonly path: string;
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, unknown>>;
}
