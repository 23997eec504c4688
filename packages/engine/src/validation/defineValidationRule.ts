import type { ValidationHost } from './validationHost.types';
import type {
  AsyncValidationRule,
  ParamIssues,
  RuleVerdict,
  SyncValidationRule,
} from './validationRule.types';

type Written = Readonly<Record<string, unknown>>;

interface RuleInputBase<TParams> {
  readonly name: string;
  readonly messageKey?: string;
  readonly prepare?: (params: Written, issues: ParamIssues) => TParams;
  readonly messageParams?: (value: unknown, params: TParams, written: Written) => Written;
}

/** Input of {@link defineValidationRule} for a synchronous rule. @public */
export interface SyncValidationRuleInput<TParams> extends RuleInputBase<TParams> {
  readonly isAsync?: false;
  readonly validate: (value: unknown, params: TParams) => RuleVerdict;
}

/** Input of {@link defineValidationRule} for a rule that asks the host. @public */
export interface AsyncValidationRuleInput<TParams> extends RuleInputBase<TParams> {
  readonly isAsync: true;
  readonly validate: (
    value: unknown,
    params: TParams,
    host: ValidationHost,
    request: { readonly path: string; readonly written: Written },
  ) => Promise<RuleVerdict>;
}

/**
 * Defines a validation rule. The message key defaults to `validations.{name}` (spec 001 §5.1:
 * "other rules: message looked up as validations.{rule name}"), the message parameters to the
 * parameters as written, and a rule without `prepare` takes its parameters as written.
 * @public
 * @example
 * defineValidationRule({ name: 'even', validate: (value) => Number(value) % 2 === 0 });
 */
export function defineValidationRule<TParams = Written>(
  input: AsyncValidationRuleInput<TParams>,
): AsyncValidationRule<TParams>;
export function defineValidationRule<TParams = Written>(
  input: SyncValidationRuleInput<TParams>,
): SyncValidationRule<TParams>;
export function defineValidationRule<TParams>(
  input: SyncValidationRuleInput<TParams> | AsyncValidationRuleInput<TParams>,
): SyncValidationRule<TParams> | AsyncValidationRule<TParams> {
  const base = {
    name: input.name,
    messageKey: input.messageKey ?? `validations.${input.name}`,
    prepare: input.prepare ?? ((params: Written) => params as TParams),
    messageParams: input.messageParams ?? ((_: unknown, __: TParams, written: Written) => written),
  };
  return Object.freeze(
    input.isAsync
      ? { ...base, isAsync: true as const, validate: input.validate }
      : { ...base, isAsync: false as const, validate: input.validate },
  );
}
