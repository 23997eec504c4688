import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { appendSegment } from '../definitions/readablePath';
import type { Problem } from '../plugins/problem';
import { BUILT_IN_VALIDATION_RULES } from './builtInValidationRules';
import type { ValidationHost } from './validationHost.types';
import type {
  AsyncValidationRule,
  RuleVerdict,
  SyncValidationRule,
  ValidationRule,
  ValidationRuleInput,
} from './validationRule.types';

/** Where a value sits and how to reach the host. @public */
export interface ValidationContext {
  /** Path of the value, prefixed to every problem's path. @default '' */
  readonly path?: string;
  /** Needed when the rules include unique or external. */
  readonly host?: ValidationHost;
}

/** Options of {@link compileValidationRules}. @public */
export interface CompileValidationOptions {
  /** Rules beyond the built-in ones (a plugin's custom validators); names must not clash. */
  readonly rules?: readonly ValidationRule[];
}

/** Compiled validation rules of one value. @public */
export interface CompiledValidation {
  /** Whether `validate` may ask the host (unique, external, or a custom async rule). */
  readonly hasAsyncRules: boolean;
  /** The synchronous rules only: what a form shows while typing. */
  validateSync(value: unknown, context?: ValidationContext): Problem[];
  /**
   * Every rule. The synchronous ones run first; the asynchronous ones run (in parallel) only when
   * those all pass, so an invalid value never costs a server round trip.
   */
  validate(value: unknown, context?: ValidationContext): Promise<Problem[]>;
}

interface PreparedRule {
  readonly rule: ValidationRule;
  readonly params: unknown;
  readonly written: Readonly<Record<string, unknown>>;
  readonly message: string | undefined;
}

/**
 * Compiles a list of rules once: unknown rule names and malformed parameters are rejected with a
 * `DefinitionError` whose paths point into the list (`[2].params.length`).
 * @public
 * @example
 * const rules = compileValidationRules(['required', { rule: 'decimal', params: { decimals: 2 } }]);
 * rules.validateSync('12.345', { path: 'price' });
 * // [{ path: 'price', messageKey: 'validations.decimal', params: { decimals: 2 } }]
 */
export function compileValidationRules(
  rules: readonly ValidationRuleInput[],
  options: CompileValidationOptions = {},
): CompiledValidation {
  const table = ruleTable(options.rules ?? []);
  const issues: DefinitionIssue[] = [];
  const prepared: PreparedRule[] = [];
  rules.forEach((input, index) => {
    const at = appendSegment('', index);
    const use = typeof input === 'string' ? { rule: input } : input;
    const rule = typeof use?.rule === 'string' ? table.get(use.rule) : undefined;
    if (rule === undefined) {
      issues.push({
        path: appendSegment(at, 'rule'),
        message: `unknown validation rule "${String(use?.rule)}"`,
      });
      return;
    }
    const written = use.params ?? {};
    const ruleIssues: DefinitionIssue[] = [];
    const params = rule.prepare(written, ruleIssues);
    for (const issue of ruleIssues) issues.push({ ...issue, path: `${at}.${issue.path}` });
    prepared.push({ rule, params, written, message: use.message });
  });
  if (issues.length > 0) throw new DefinitionError(issues, 'validation rules');

  const syncRules = prepared.filter((entry) => !entry.rule.isAsync);
  const asyncRules = prepared.filter((entry) => entry.rule.isAsync);
  const validateSync = (value: unknown, context: ValidationContext = {}): Problem[] =>
    syncRules.flatMap((entry) =>
      toProblems(
        entry,
        value,
        (entry.rule as SyncValidationRule).validate(value, entry.params),
        context.path ?? '',
      ),
    );

  return Object.freeze({
    hasAsyncRules: asyncRules.length > 0,
    validateSync,
    async validate(value: unknown, context: ValidationContext = {}): Promise<Problem[]> {
      const problems = validateSync(value, context);
      if (problems.length > 0 || asyncRules.length === 0) return problems;
      const host = context.host;
      if (!host) {
        throw new Error(
          `Validation rules ${asyncRules.map((entry) => entry.rule.name).join(', ')} need a ValidationHost.`,
        );
      }
      const path = context.path ?? '';
      const verdicts = await Promise.all(
        asyncRules.map((entry) =>
          (entry.rule as AsyncValidationRule).validate(value, entry.params, host, {
            path,
            written: entry.written,
          }),
        ),
      );
      return asyncRules.flatMap((entry, index) => toProblems(entry, value, verdicts[index]!, path));
    },
  });
}

/**
 * Validates a value against a list of rules (compiling them first): every problem, as
 * `{ path, messageKey, params }`. Prefer {@link compileValidationRules} for values checked often.
 * @public
 */
export function validateValue(
  value: unknown,
  rules: readonly ValidationRuleInput[],
  context: ValidationContext & CompileValidationOptions = {},
): Promise<Problem[]> {
  return compileValidationRules(rules, context).validate(value, context);
}

/**
 * Validates a value against the synchronous rules of a list (unique and external are skipped).
 * @public
 */
export function validateValueSync(
  value: unknown,
  rules: readonly ValidationRuleInput[],
  context: Omit<ValidationContext, 'host'> & CompileValidationOptions = {},
): Problem[] {
  return compileValidationRules(rules, context).validateSync(value, context);
}

function toProblems(
  entry: PreparedRule,
  value: unknown,
  verdict: RuleVerdict,
  path: string,
): Problem[] {
  if (verdict === true) return [];
  const failures = verdict === false ? [{}] : verdict;
  const custom = entry.message === undefined ? {} : { message: entry.message };
  return failures.map((failure) => ({
    path: joinPath(path, failure.path),
    messageKey: failure.messageKey ?? entry.rule.messageKey,
    params: {
      ...(failure.params ?? entry.rule.messageParams(value, entry.params, entry.written)),
      ...custom,
    },
  }));
}

function joinPath(base: string, relative: string | undefined): string {
  if (!relative) return base;
  if (!base || relative.startsWith('[')) return `${base}${relative}`;
  return `${base}.${relative}`;
}

const builtInTable = new Map(Object.entries(BUILT_IN_VALIDATION_RULES));

function ruleTable(extra: readonly ValidationRule[]): ReadonlyMap<string, ValidationRule> {
  if (extra.length === 0) return builtInTable;
  const table = new Map(builtInTable);
  for (const rule of extra) {
    if (table.has(rule.name)) {
      throw new Error(`Validation rule "${rule.name}" is defined twice.`);
    }
    table.set(rule.name, rule);
  }
  return table;
}
