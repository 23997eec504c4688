/** What an asynchronous check is asked about. @public */
export interface ValidationHostRequest {
  /** The value being validated (never empty: empty values pass without asking). */
  readonly value: unknown;
  /** The rule's parameters as written in the definition (provider id, field, record to skip...). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Path of the value in the form, as problems report it. */
  readonly path: string;
}

/** The answer of an external check: invalid answers may name their own message. @public */
export interface ExternalCheckResult {
  readonly valid: boolean;
  /** Replaces the default `validations.invalid`. */
  readonly messageKey?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * What the asynchronous rules need from the outside world (spec 001 §5.1): the server answers
 * from the database, the browser over HTTP (debounced 300 ms by the caller), tests over plain
 * objects.
 * @public
 */
export interface ValidationHost {
  /** unique: whether no other active record holds the value. */
  isUnique(request: ValidationHostRequest): Promise<boolean>;
  /** external: a check the engine cannot make itself. */
  checkExternal(request: ValidationHostRequest): Promise<ExternalCheckResult>;
}
