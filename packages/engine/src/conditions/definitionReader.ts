import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { at, type DefinitionPath, renderPath } from './definitionPath';

/**
 * Reads a stored definition while compiling it, recording every problem with its readable path
 * (`conditions[1].leftValueAccess.fieldId`) instead of stopping at the first. Compilers keep
 * going after a problem (with a harmless stand-in) so one pass reports everything; the caller
 * throws once at the end.
 * @internal
 */
export interface DefinitionReader {
  readonly issues: DefinitionIssue[];
  report(path: DefinitionPath, message: string): void;
  /** Reports problems another area found in a part at `path` (their paths are relative to it). */
  reportWithin(path: DefinitionPath, issues: readonly DefinitionIssue[]): void;
  /** The value as an object, or undefined (reported) when it is not one. */
  object(value: unknown, path: DefinitionPath): Readonly<Record<string, unknown>> | undefined;
  /** Reports properties the kind does not declare: a typo must not silently do nothing. */
  onlyKeys(
    value: Readonly<Record<string, unknown>>,
    allowed: readonly string[],
    path: DefinitionPath,
  ): void;
  /** A required or optional non-blank string property. */
  string(
    value: Readonly<Record<string, unknown>>,
    key: string,
    path: DefinitionPath,
    required: boolean,
  ): string | undefined;
  /** A required or optional integer property, at least `minimum` when given. */
  integer(
    value: Readonly<Record<string, unknown>>,
    key: string,
    path: DefinitionPath,
    options: { readonly required: boolean; readonly minimum?: number },
  ): number | undefined;
  /** A required or optional property whose value is one of `values`. */
  oneOf<T extends string>(
    value: Readonly<Record<string, unknown>>,
    key: string,
    values: readonly T[],
    path: DefinitionPath,
    required: boolean,
  ): T | undefined;
  /** Throws a {@link DefinitionError} when anything was reported. */
  throwIfInvalid(subject: string): void;
}

/** Whether a value is a plain (non-array, non-null) object. @internal */
export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Creates a {@link DefinitionReader} with an empty issue list. @internal */
export function createDefinitionReader(): DefinitionReader {
  const issues: DefinitionIssue[] = [];
  const report = (path: DefinitionPath, message: string): void => {
    issues.push({ path: renderPath(path), message });
  };
  return {
    issues,
    report,
    reportWithin(path, nested) {
      const base = renderPath(path);
      for (const issue of nested) {
        const joined =
          issue.path === '' || base === ''
            ? base + issue.path
            : issue.path.startsWith('[')
              ? base + issue.path
              : `${base}.${issue.path}`;
        issues.push({ path: joined, message: issue.message });
      }
    },
    object(value, path) {
      if (isPlainObject(value)) return value;
      report(path, 'must be an object');
      return undefined;
    },
    onlyKeys(value, allowed, path) {
      for (const key of Object.keys(value)) {
        if (!allowed.includes(key)) report(at(path, key), 'is not a known property');
      }
    },
    string(value, key, path, required) {
      const text = value[key];
      if (text === undefined) {
        if (required) report(at(path, key), 'is required');
        return undefined;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        report(at(path, key), 'must be a non-empty string');
        return undefined;
      }
      return text;
    },
    integer(value, key, path, options) {
      const number = value[key];
      if (number === undefined) {
        if (options.required) report(at(path, key), 'is required');
        return undefined;
      }
      if (typeof number !== 'number' || !Number.isInteger(number)) {
        report(at(path, key), 'must be an integer');
        return undefined;
      }
      if (options.minimum !== undefined && number < options.minimum) {
        report(at(path, key), `must be at least ${options.minimum}`);
        return undefined;
      }
      return number;
    },
    oneOf(value, key, values, path, required) {
      const text = value[key];
      if (text === undefined) {
        if (required) report(at(path, key), 'is required');
        return undefined;
      }
      if (typeof text !== 'string' || !(values as readonly string[]).includes(text)) {
        report(at(path, key), `must be one of ${values.join(', ')}`);
        return undefined;
      }
      return text as (typeof values)[number];
    },
    throwIfInvalid(subject) {
      if (issues.length > 0) throw new DefinitionError(issues, subject);
    },
  };
}
