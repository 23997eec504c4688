/**
 * A problem with the server's configuration or environment that the operator must fix
 * (a bad variable, an unreachable database, an unwritable data directory). Its message is one
 * line naming the variable, so the CLI can print it as is, without a stack trace.
 * @public
 */
export class ConfigError extends Error {
  /** The environment variable the problem is about, e.g. `PORT`. */
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/**
 * Whether a value is a {@link ConfigError}.
 * @public
 */
export function isConfigError(value: unknown): value is ConfigError {
  return value instanceof ConfigError;
}
