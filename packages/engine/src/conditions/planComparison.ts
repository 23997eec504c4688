import { isEmpty, kindOf, numberOf, ValueKind } from './compareValues';
import type { ValueReader } from './compileValueAccess';
import type { ComparisonOperator } from './condition.types';
import { areTextBounds, type Leaf, LeafRecord, TestCode } from './conditionTests';
import { OPERATOR_FUNCTIONS, type OperatorFunction, searchableText } from './operators';

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

const ORDERINGS = {
  less_than: [true, false, false],
  less_than_or_equal: [true, true, false],
  greater_than: [false, false, true],
  greater_than_or_equal: [false, true, true],
} as const;

function isOrdering(operator: ComparisonOperator): operator is keyof typeof ORDERINGS {
  return Object.hasOwn(ORDERINGS, operator);
}

function setOrdering(leaf: LeafRecord, operator: keyof typeof ORDERINGS): void {
  const [less, same, greater] = ORDERINGS[operator];
  leaf.less = less;
  leaf.same = same;
  leaf.greater = greater;
}

const never: OperatorFunction = () => false;

/**
 * Plans a compare_value leaf into `leaf` (which already knows its left value); `between` must
 * come with a range, the others with one value.
 * @internal
 */
export function planComparison(
  operator: ComparisonOperator,
  right: RightSide,
  leaf: LeafRecord,
): LeafRecord {
  if (right.kind === 'range') return planRange(right, leaf);
  const { operand } = right;
  if (operand.kind === 'const') return planConstant(operator, operand.value, leaf);
  leaf.test = TestCode.Read;
  if (operator === 'between') {
    // Rejected by the compiler (between takes a range); never runs.
    leaf.apply = never;
    return leaf;
  }
  leaf.rightRead = operand.read;
  leaf.rightFieldId = operand.fieldId ?? '';
  leaf.apply = OPERATOR_FUNCTIONS[operator];
  if (isOrdering(operator)) {
    leaf.ordering = true;
    setOrdering(leaf, operator);
  }
  return leaf;
}

function planRange(right: Extract<RightSide, { kind: 'range' }>, leaf: LeafRecord): LeafRecord {
  const { start, end } = right;
  if (start?.kind === 'dynamic' || end?.kind === 'dynamic') {
    const bound = (operand: RightOperand | undefined): Leaf => {
      const record = new LeafRecord();
      if (operand?.kind === 'dynamic') record.rightRead = operand.read;
      else if (operand?.kind === 'const') {
        const { value } = operand;
        record.rightRead = () => value;
      }
      return record;
    };
    leaf.test = TestCode.ReadBetween;
    leaf.start = bound(start);
    leaf.end = bound(end);
    return leaf;
  }
  // An empty bound leaves its side open: no bound at all.
  const bound = (operand: RightOperand | undefined): Leaf | undefined =>
    operand?.kind === 'const' && !isEmpty(operand.value)
      ? new LeafRecord().setConstant(operand.value)
      : undefined;
  leaf.start = bound(start);
  leaf.end = bound(end);
  const numeric = leaf.start?.kind === ValueKind.Number && leaf.end?.kind === ValueKind.Number;
  leaf.test = numeric
    ? TestCode.BetweenNumbers
    : areTextBounds(leaf.start, leaf.end)
      ? TestCode.BetweenTexts
      : TestCode.Between;
  return leaf;
}

function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmpty(value) ? [] : [value];
}

function allWords(items: readonly unknown[]): boolean {
  return items.every((item) => kindOf(item) === ValueKind.Text);
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

function planConstant(operator: ComparisonOperator, value: unknown, leaf: LeafRecord): LeafRecord {
  leaf.setConstant(value);
  switch (operator) {
    case 'equal':
    case 'not_equal':
      leaf.test = EQUAL_TESTS[leaf.kind] ?? TestCode.Equal;
      leaf.negate = operator === 'not_equal';
      return leaf;
    case 'less_than':
    case 'less_than_or_equal':
    case 'greater_than':
    case 'greater_than_or_equal':
      leaf.test =
        leaf.kind === ValueKind.Text || leaf.kind === ValueKind.Date
          ? TestCode.TextOrder
          : TestCode.Order;
      setOrdering(leaf, operator);
      return leaf;
    case 'in_array':
    case 'not_in_array':
      planInArray(value, leaf);
      leaf.negate = operator === 'not_in_array';
      return leaf;
    case 'is_included_in':
      if (Array.isArray(value)) {
        planInArray(value, leaf);
        // An empty value is never "included", even in a list holding an empty item (word and
        // number sets hold no empty item).
        if (leaf.test === TestCode.InItems) leaf.test = TestCode.IncludedInItems;
      } else if (typeof value === 'string' && !isEmpty(value)) {
        leaf.test = TestCode.IncludedInText;
        leaf.text = value;
      } else leaf.test = TestCode.IncludedIn;
      return leaf;
    case 'includes': {
      const text = searchableText(value);
      if (text === undefined) leaf.test = TestCode.Includes;
      else {
        leaf.test = TestCode.IncludesText;
        leaf.text = text;
      }
      return leaf;
    }
    case 'array_includes_all': {
      const items = asList(value);
      if (allWords(items)) {
        leaf.test = TestCode.IncludesAllWords;
        leaf.items = [...new Set(items)];
      } else leaf.test = TestCode.IncludesAll;
      return leaf;
    }
    case 'array_not_includes_one_of': {
      const items = asList(value);
      if (allWords(items)) {
        leaf.test = TestCode.IncludesNoWord;
        leaf.items = items;
        leaf.words = new Set(items);
      } else leaf.test = TestCode.IncludesNone;
      return leaf;
    }
    case 'between':
      // Rejected by the compiler (between takes a range); never runs.
      leaf.test = TestCode.Read;
      leaf.apply = never;
      return leaf;
  }
}

/**
 * Up to this many words, in_array compares the left value with each (identity of strings);
 * beyond, it looks it up in a set. Measured (Node 20): a set look-up of a short word costs about
 * as much as comparing it with 4 words.
 */
const FEW_WORDS = 4;

function planInArray(value: unknown, leaf: LeafRecord): void {
  const items = asList(value);
  leaf.items = items;
  const kinds = items.map(kindOf);
  if (items.length > 0 && kinds.every((kind) => kind === ValueKind.Text)) {
    // Words equal only identical strings: comparing each of a few, or a set look-up, decides.
    leaf.words = new Set(items);
    leaf.test = leaf.words.size <= FEW_WORDS ? TestCode.WordInFew : TestCode.WordIn;
    if (leaf.test === TestCode.WordInFew) leaf.items = [...leaf.words];
    return;
  }
  const numbers = items.map((item, index) =>
    kinds[index] === ValueKind.Number ? numberOf(item) : Number.NaN,
  );
  if (items.length > 0 && numbers.every(Number.isFinite)) {
    leaf.test = TestCode.NumberIn;
    leaf.words = new Set(numbers);
    return;
  }
  leaf.test = TestCode.InItems;
}
