import type { DefinitionIssue } from '../definitions/definitionError';
import type { ValidationHost } from './validationHost.types';

/**
 * A rule as a field definition lists it: the rule name, its parameters, and an optional custom
 * message written by the designer (reported as `params.message`). A bare string is a rule
 * without parameters.
 * @public
 */
export type ValidationRuleInput =
  | string
  | {
      readonly rule: string;
      readonly params?: Readonly<Record<string, unknown>>;
      readonly message?: string;
    };

/**
 * One failure reported by a rule. Absent parts default to the rule's: its message key, its
 * message parameters and the validated value's path (`path` here is relative to it).
 * @public
 */
export interface RuleFailure {
  readonly path?: string;
  readonly messageKey?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A rule's verdict: `true` passes, `false` fails once with the defaults, or a list of failures. @public */
export type RuleVerdict = boolean | readonly RuleFailure[];

/** Collects parameter problems while a rule's parameters are prepared. @public */
export type ParamIssues = DefinitionIssue[];

interface ValidationRuleBase<TParams> {
  /** The name definitions use, e.g. `max` or `name_token`. */
  readonly name: string;
  /** @default `validations.{name}` */
  readonly messageKey: string;
  /**
   * Reads the parameters once, at compile time, pushing a problem (path `params.x`) for each
   * malformed one; the result is what `validate` receives.
   */
  prepare(params: Readonly<Record<string, unknown>>, issues: ParamIssues): TParams;
  /** Message parameters of a failure. @default the parameters as written */
  messageParams(
    value: unknown,
    params: TParams,
    written: Readonly<Record<string, unknown>>,
  ): Readonly<Record<string, unknown>>;
}

/** A rule checked synchronously. @public */
export interface SyncValidationRule<TParams = unknown> extends ValidationRuleBase<TParams> {
  readonly isAsync: false;
  validate(value: unknown, params: TParams): RuleVerdict;
}

/** A rule that asks the {@link ValidationHost} (unique, external). @public */
export interface AsyncValidationRule<TParams = unknown> extends ValidationRuleBase<TParams> {
  readonly isAsync: true;
  validate(
    value: unknown,
    params: TParams,
    host: ValidationHost,
    request: { readonly path: string; readonly written: Readonly<Record<string, unknown>> },
  ): Promise<RuleVerdict>;
}

/** A validation rule. @public */
// biome-ignore lint/suspicious/noExplicitAny: a table holds rules of every parameter type.
export type ValidationRule = SyncValidationRule<any> | AsyncValidationRule<any>;
