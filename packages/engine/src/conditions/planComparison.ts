import { isEmpty, kindOf, numberOf, ValueKind } from './compareValues';
import type { ValueReader } from './compileValueAccess';
import type { ComparisonOperator } from './condition.types';
import { constantParts, createLeaf, type Leaf, TestCode } from './conditionTests';
import { OPERATOR_FUNCTIONS, searchableText } from './operators';

// Chooses, once per compare_value, the test a leaf runs: the operator and the kind of a
// constant right value decide the fastest test that still gives the reference answer.

/** A right-hand value: known when compiling, or read at evaluation. @internal */
export type RightOperand =
  | { readonly kind: 'const'; readonly value: unknown }
  | {
      readonly kind: 'dynamic';
      readonly read: ValueReader;
      /** Set when the value is a whole field, which the leaf then reads inline. */
      readonly fieldId?: string;
    };

/** What a leaf compares with: one value, or the two bounds of `between`. @internal */
export type RightSide =
  | { readonly kind: 'single'; readonly operand: RightOperand }
  | { readonly kind: 'range'; readonly start?: RightOperand; readonly end?: RightOperand };

/** The parts of a leaf that do not depend on where the left value comes from. @internal */
export type LeafPlan = Partial<Omit<Leaf, 'fieldId' | 'read'>>;

const ORDERINGS = {
  less_than: { less: true, same: false, greater: false },
  less_than_or_equal: { less: true, same: true, greater: false },
  greater_than: { less: false, same: false, greater: true },
  greater_than_or_equal: { less: false, same: true, greater: true },
} as const;

function isOrdering(operator: ComparisonOperator): operator is keyof typeof ORDERINGS {
  return Object.hasOwn(ORDERINGS, operator);
}

/** Plans a compare_value leaf; `between` must come with a range, the others with one value. @internal */
export function planComparison(operator: ComparisonOperator, right: RightSide): LeafPlan {
  if (right.kind === 'range') return planRange(right);
  const { operand } = right;
  if (operand.kind === 'dynamic') {
    if (operator === 'between') return { test: TestCode.Read, apply: () => false };
    return {
      test: TestCode.Read,
      rightRead: operand.read,
      rightFieldId: operand.fieldId ?? '',
      apply: OPERATOR_FUNCTIONS[operator],
      ordering: isOrdering(operator),
      ...(isOrdering(operator) ? ORDERINGS[operator] : {}),
    };
  }
  return planConstant(operator, operand.value);
}

function planRange(right: Extract<RightSide, { kind: 'range' }>): LeafPlan {
  const { start, end } = right;
  if (start?.kind === 'dynamic' || end?.kind === 'dynamic') {
    const bound = (operand: RightOperand | undefined): Leaf => {
      if (operand === undefined) return createLeaf({});
      if (operand.kind === 'dynamic') return createLeaf({ rightRead: operand.read });
      const { value } = operand;
      return createLeaf({ rightRead: () => value });
    };
    return { test: TestCode.ReadBetween, start: bound(start), end: bound(end) };
  }
  // An empty bound leaves its side open: no bound at all.
  const bound = (operand: RightOperand | undefined): Leaf | undefined =>
    operand?.kind === 'const' && !isEmpty(operand.value)
      ? createLeaf(constantParts(operand.value))
      : undefined;
  const lower = bound(start);
  const upper = bound(end);
  const numeric = lower?.kind === ValueKind.Number && upper?.kind === ValueKind.Number;
  return { test: numeric ? TestCode.BetweenNumbers : TestCode.Between, start: lower, end: upper };
}

function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmpty(value) ? [] : [value];
}

function allWords(items: readonly unknown[]): boolean {
  return items.every((item) => kindOf(item) === ValueKind.Text);
}

function planConstant(operator: ComparisonOperator, value: unknown): LeafPlan {
  switch (operator) {
    case 'equal':
    case 'not_equal':
      return planEqual(value, operator === 'not_equal');
    case 'less_than':
    case 'less_than_or_equal':
    case 'greater_than':
    case 'greater_than_or_equal':
      return constantParts(value, { test: TestCode.Order, ...ORDERINGS[operator] });
    case 'in_array':
    case 'not_in_array':
      return planInArray(value, operator === 'not_in_array');
    case 'is_included_in': {
      if (Array.isArray(value)) {
        const list = planInArray(value, false);
        // An empty value is never "included", even in a list holding an empty item (word and
        // number sets hold no empty item).
        return list.test === TestCode.InItems ? { ...list, test: TestCode.IncludedInItems } : list;
      }
      const text = typeof value === 'string' && !isEmpty(value) ? value : undefined;
      return text === undefined
        ? constantParts(value, { test: TestCode.IncludedIn })
        : constantParts(value, { test: TestCode.IncludedInText, text });
    }
    case 'includes': {
      const text = searchableText(value);
      return text === undefined
        ? constantParts(value, { test: TestCode.Includes })
        : constantParts(value, { test: TestCode.IncludesText, text });
    }
    case 'array_includes_all': {
      const items = asList(value);
      return allWords(items)
        ? constantParts(value, { test: TestCode.IncludesAllWords, items: [...new Set(items)] })
        : constantParts(value, { test: TestCode.IncludesAll });
    }
    case 'array_not_includes_one_of': {
      const items = asList(value);
      return allWords(items)
        ? constantParts(value, { test: TestCode.IncludesNoWord, items, words: new Set(items) })
        : constantParts(value, { test: TestCode.IncludesNone });
    }
    case 'between':
      // Rejected by the compiler (between takes a range); never runs.
      return { test: TestCode.Read, apply: () => false };
  }
}

function planEqual(value: unknown, negate: boolean): LeafPlan {
  return constantParts(value, { negate, test: EQUAL_TESTS[kindOf(value)] ?? TestCode.Equal });
}

/** The equality test for each kind of constant. */
const EQUAL_TESTS: Partial<Record<ValueKind, TestCode>> = {
  [ValueKind.Empty]: TestCode.Empty,
  // Only the identical string (boolean) equals a word (boolean).
  [ValueKind.Text]: TestCode.Identical,
  [ValueKind.Boolean]: TestCode.Identical,
  [ValueKind.Number]: TestCode.EqualNumber,
  [ValueKind.Date]: TestCode.EqualDate,
};

function planInArray(value: unknown, negate: boolean): LeafPlan {
  const items = asList(value);
  const kinds = items.map(kindOf);
  if (items.length > 0 && kinds.every((kind) => kind === ValueKind.Text)) {
    // Words equal only identical strings: a set look-up decides.
    return { test: TestCode.WordIn, value, items, words: new Set(items), negate };
  }
  const numbers = items.map((item, index) =>
    kinds[index] === ValueKind.Number ? numberOf(item) : Number.NaN,
  );
  if (items.length > 0 && numbers.every(Number.isFinite)) {
    return { test: TestCode.NumberIn, value, items, words: new Set(numbers), negate };
  }
  return { test: TestCode.InItems, value, items, negate };
}
