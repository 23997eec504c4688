import {
  type AccessPathSegment,
  COMPARISON_OPERATORS,
  type ComparisonOperator,
  type ConditionDefinition,
  type SingleCompareValue,
} from '@tessera/engine';
import fc from 'fast-check';

// Generated records and conditions for the differential tests of `compileConditionSql` and the
// record access filter built on it.

// Values of every kind docs/conditions.md names — numbers and numeric text, dates and
// date-times (with and without zones, around Warsaw's midnight), words, blanks, booleans, lists
// and objects — plus the context's user, role and day, few enough that equal values meet often.
const scalar = fc.constantFrom<unknown>(
  null,
  0,
  12,
  -3.5,
  0.1,
  1e21,
  1.5e-7,
  123456789012345680000,
  '12',
  ' 12 ',
  '12.0',
  '1e1',
  '.5',
  '2',
  'abc',
  'b',
  'Kraków',
  'kraków',
  '',
  '  ',
  true,
  false,
  'u1',
  'r1',
  'r2',
  '2024-05-01',
  '2024-04-30',
  '2024-02-30',
  '2024-05-01T08:00:00Z',
  '2024-04-30T22:30:00Z',
  '2024-05-01T00:30:00+02:00',
  '2024-05-01 12:00',
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 8, arbitrary: scalar },
    { weight: 3, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('p', 'q'), tie('value'), { maxKeys: 2 }),
    },
  ),
})).value;
/** The field ids generated records and conditions use. */
export const conditionFieldIds = ['a', 'b', 'rows'] as const;
/** Records of the fields `a`, `b` (a scalar) and `rows` (a list of objects, or any value). */
export const conditionRecordData = fc.record(
  {
    a: value,
    b: scalar,
    rows: fc.oneof(
      fc.array(fc.dictionary(fc.constantFrom('p', 'q'), value), { maxLength: 3 }),
      value,
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;

const segment: fc.Arbitrary<AccessPathSegment> = fc.oneof(
  fc.constantFrom('p', 'q'),
  fc.constantFrom<AccessPathSegment>(
    { type: 'relative_position' },
    { type: 'absolute_position', positionType: 'atPosition', position: 1000 },
    { type: 'absolute_position', positionType: 'firstItem' },
    { type: 'absolute_position', positionType: 'lastItem' },
    { type: 'absolute_position', positionType: 'atPosition', position: 2 },
    { type: 'absolute_position', positionType: 'afterPosition', position: 1 },
  ),
);
const valueAccess = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...conditionFieldIds).map((fieldId) => ({ fieldId })) },
  fc.record({
    fieldId: fc.constantFrom(...conditionFieldIds, 'missing'),
    path: fc.array(segment, { minLength: 1, maxLength: 2 }),
  }),
);
const single: fc.Arbitrary<SingleCompareValue> = fc.oneof(
  { weight: 4, arbitrary: value.map((one) => ({ type: 'const' as const, value: one })) },
  fc
    .constantFrom(
      'today_date',
      'now_date_time',
      'current_time_interval',
      'current_user',
      'current_user_roles',
    )
    .map((expression) => ({ type: 'expression' as const, expression })),
);
const singleOperators = COMPARISON_OPERATORS.filter((operator) => operator !== 'between');
const singleCompare = fc
  .record({
    left: valueAccess,
    operator: fc.constantFrom<ComparisonOperator>(...singleOperators),
    right: fc.option(single, { nil: undefined }),
  })
  .map(
    ({ left, operator, right }): ConditionDefinition => ({
      type: 'compare_value',
      leftValueAccess: left,
      operator,
      ...(right === undefined ? {} : { rightValue: right }),
    }),
  );
const between = fc
  .record({
    left: valueAccess,
    start: fc.option(single, { nil: undefined }),
    end: fc.option(single, { nil: undefined }),
  })
  .map(
    ({ left, start, end }): ConditionDefinition => ({
      type: 'compare_value',
      leftValueAccess: left,
      operator: 'between',
      rightValue: {
        type: 'range',
        ...(start === undefined ? {} : { start }),
        ...(end === undefined ? {} : { end }),
      },
    }),
  );
const compare: fc.Arbitrary<ConditionDefinition> = fc.oneof(
  { weight: 6, arbitrary: singleCompare },
  between,
  fc.record({ type: fc.constantFrom('is_empty' as const, 'non_empty' as const), valueAccess }),
  // Spec 001 §5.3: without an operator, false.
  valueAccess.map(
    (left): ConditionDefinition => ({ type: 'compare_value', leftValueAccess: left }),
  ),
);
/** Conditions over those fields: every type, all 13 operators, paths, constants, expressions. */
export const conditionDefinition: fc.Arbitrary<ConditionDefinition> = fc.letrec((tie) => ({
  condition: fc.oneof(
    { weight: 6, arbitrary: compare },
    fc.boolean().map((constant): ConditionDefinition => ({ type: 'constant', value: constant })),
    fc.record({
      type: fc.constantFrom('and' as const, 'or' as const),
      conditions: fc.array(tie('condition') as fc.Arbitrary<ConditionDefinition>, {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  ),
})).condition as fc.Arbitrary<ConditionDefinition>;
