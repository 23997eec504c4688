import type { ContextExpression } from '../host/contextExpression';
import type { Dependencies } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { FieldValueAccess } from './valueAccess.types';

/** The 13 comparison operators of spec 001 §3.11 (semantics in docs/conditions.md). @public */
export type ComparisonOperator =
  | 'equal'
  | 'in_array'
  | 'not_equal'
  | 'not_in_array'
  | 'less_than'
  | 'less_than_or_equal'
  | 'greater_than'
  | 'greater_than_or_equal'
  | 'between'
  | 'includes'
  | 'is_included_in'
  | 'array_includes_all'
  | 'array_not_includes_one_of';

/** A constant right-hand value, any JSON. @public */
export interface ConstCompareValue {
  readonly type: 'const';
  readonly value: unknown;
}

/** The value of another form field. @public */
export interface AnotherFieldCompareValue {
  readonly type: 'another_field';
  readonly valueAccess: FieldValueAccess;
}

/** A value of the session: today, now, the current time interval, the user or their roles. @public */
export interface ExpressionCompareValue {
  readonly type: 'expression';
  readonly expression: ContextExpression;
}

/** A right-hand value that is one value. @public */
export type SingleCompareValue =
  | ConstCompareValue
  | AnotherFieldCompareValue
  | ExpressionCompareValue;

/**
 * The bounds of `between`, both inclusive; a missing or empty bound leaves that side open.
 * @public
 */
export interface RangeCompareValue {
  readonly type: 'range';
  readonly start?: SingleCompareValue;
  readonly end?: SingleCompareValue;
}

/** What the left value is compared with (spec 001 §3.11 compare value types). @public */
export type CompareValue = SingleCompareValue | RangeCompareValue;

/** Yields its value; spec 001 §5.3: default false. @public */
export interface ConstantCondition {
  readonly type: 'constant';
  /** @default false */
  readonly value?: boolean;
}

/**
 * Compares a field value with a right-hand value. Spec 001 §5.3: without an operator it is false.
 * `between` takes a `range`, every other operator a single value (a missing one is null).
 * @public
 */
export interface CompareValueCondition {
  readonly type: 'compare_value';
  readonly leftValueAccess: FieldValueAccess;
  readonly operator?: ComparisonOperator;
  readonly rightValue?: CompareValue;
}

/** True when every sub-condition is; spec 001 §5.3: at least one. @public */
export interface AndCondition {
  readonly type: 'and';
  readonly conditions: readonly ConditionDefinition[];
}

/** True when any sub-condition is; spec 001 §5.3: at least one. @public */
export interface OrCondition {
  readonly type: 'or';
  readonly conditions: readonly ConditionDefinition[];
}

/** True when the value is not empty (null, undefined, blank text and [] are empty). @public */
export interface NonEmptyCondition {
  readonly type: 'non_empty';
  readonly valueAccess: FieldValueAccess;
}

/** True when the value is empty: the negation of {@link NonEmptyCondition}. @public */
export interface IsEmptyCondition {
  readonly type: 'is_empty';
  readonly valueAccess: FieldValueAccess;
}

/** A stored condition (spec 001 §3.11), discriminated by `type`. @public */
export type ConditionDefinition =
  | ConstantCondition
  | CompareValueCondition
  | AndCondition
  | OrCondition
  | NonEmptyCondition
  | IsEmptyCondition;

/**
 * A condition compiled into a closure: call it with a context. It never reads the definition
 * again and never throws for any values (only a host whose time zone `Intl` does not know, a
 * wiring error, makes the today/now expressions throw); `dependencies` lists what it reads.
 * @public
 */
export interface CompiledCondition {
  (context: EvaluationContext): boolean;
  readonly dependencies: Dependencies;
}
