import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import {
  BUILT_IN_VALIDATION_RULES,
  compileValidationRules,
  defineValidationRule,
  VALIDATION_MESSAGE_DEFAULTS,
  type ValidationHost,
  type ValidationRuleInput,
  validateValue,
  validateValueSync,
} from './index';

const passes = (value: unknown, rule: ValidationRuleInput) =>
  validateValueSync(value, [rule]).length === 0;
const use = (rule: string, params?: Record<string, unknown>) => ({
  rule,
  ...(params ? { params } : {}),
});

describe('spec 001 §5.1 rule set', () => {
  it('registers every rule of the spec, each with a default message', () => {
    expect(Object.keys(BUILT_IN_VALIDATION_RULES).sort()).toEqual(
      [
        'email',
        'required',
        'max',
        'min',
        'min_value',
        'max_value',
        'numeric',
        'integer',
        'is',
        'regex',
        'decimal',
        'more_than',
        'minArrayLength',
        'maxArrayLength',
        'notOneOf',
        'name_token',
        'routePath',
        'unique',
        'external',
        'hex_color',
        'date_format',
        'time_interval',
        'files_required',
        'notArray',
      ].sort(),
    );
    for (const rule of Object.values(BUILT_IN_VALIDATION_RULES)) {
      expect(VALIDATION_MESSAGE_DEFAULTS[rule.messageKey], rule.name).toBeTypeOf('string');
    }
  });

  it('"other rules: message looked up as validations.{rule name}"; external defaults to validations.invalid', () => {
    expect(BUILT_IN_VALIDATION_RULES.max?.messageKey).toBe('validations.max');
    expect(BUILT_IN_VALIDATION_RULES.routePath?.messageKey).toBe('validations.routePath');
    expect(BUILT_IN_VALIDATION_RULES.external?.messageKey).toBe('validations.invalid');
  });
});

describe('library rules (vee-validate semantics)', () => {
  it.each([
    ['jan.kowalski@example.pl', true],
    ['"odd name"@example.com', true],
    ['a@[10.0.0.1]', true],
    ['jan@localhost', false],
    ['jan@@example.pl', false],
    ['jan kowalski@example.pl', false],
    ['', true],
    [null, true],
    [['a@b.pl', 'c@d.com'], true],
    [['a@b.pl', 'nope'], false],
  ])('email: %j → %j', (value, expected) => {
    expect(passes(value, 'email')).toBe(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    [[], false],
    [false, false],
    [0, true],
    [true, true],
    ['x', true],
    [{}, true],
    [['x'], true],
  ])('required: %j → %j', (value, expected) => {
    expect(passes(value, 'required')).toBe(expected);
  });

  it('max/min count characters (code points), read numbers as text and check every item of a list', () => {
    expect(passes('żółw', use('max', { length: 4 }))).toBe(true);
    expect(passes('🙂🙂', use('max', { length: 2 }))).toBe(true);
    expect(passes('żółwie', use('max', { length: 4 }))).toBe(false);
    expect(passes(12345, use('max', { length: 4 }))).toBe(false);
    expect(passes(['ab', 'abc'], use('max', { length: 2 }))).toBe(false);
    expect(passes('ab', use('min', { length: '3' }))).toBe(false);
    expect(passes('', use('min', { length: 3 }))).toBe(true);
    expect(passes({ a: 1 }, use('max', { length: 100 }))).toBe(false);
  });

  it('max(n) and min(n + 1) split every non-empty text in two (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: 'grapheme' }).filter((s) => s.trim() !== ''),
        fc.nat(30),
        (text, n) => {
          const length = Array.from(text).length;
          const max = passes(text, use('max', { length: n }));
          const min = passes(text, use('min', { length: n + 1 }));
          return max === length <= n && min === length >= n + 1 && max !== min;
        },
      ),
    );
  });

  it('min_value/max_value compare numbers and numeric text; other text fails', () => {
    expect(passes(5, use('min_value', { min: 5 }))).toBe(true);
    expect(passes('4.99', use('min_value', { min: 5 }))).toBe(false);
    expect(passes('abc', use('min_value', { min: 0 }))).toBe(false);
    expect(passes(null, use('min_value', { min: 0 }))).toBe(true);
    expect(passes(-1, use('max_value', { max: -1 }))).toBe(true);
    expect(passes([1, 2, 11], use('max_value', { max: 10 }))).toBe(false);
  });

  it('min_value(x) ∧ max_value(y) holds exactly for numbers in [x, y] (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.integer(),
        (value, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const ok = validateValueSync(value, [
            use('min_value', { min: low }),
            use('max_value', { max: high }),
          ]);
          return (ok.length === 0) === (value >= low && value <= high);
        },
      ),
    );
  });

  it.each([
    ['123', 'numeric', true],
    ['-123', 'numeric', false],
    ['1.5', 'numeric', false],
    [42, 'numeric', true],
    ['-123', 'integer', true],
    ['+1', 'integer', false],
    ['1.0', 'integer', false],
    [-7, 'integer', true],
  ])('%j is %s: %j', (value, rule, expected) => {
    expect(passes(value, rule)).toBe(expected);
  });

  it('is compares structurally, and does not skip empty values', () => {
    expect(passes('yes', use('is', { other: 'yes' }))).toBe(true);
    expect(passes({ a: [1] }, use('is', { other: { a: [1] } }))).toBe(true);
    expect(passes(null, use('is', { other: 'yes' }))).toBe(false);
    expect(passes(1, use('is', { other: '1' }))).toBe(false);
  });

  it('regex tests the pattern once compiled, ignores stateful flags, and rejects a broken pattern at compile time', () => {
    const rule = use('regex', { regex: '^[A-Z]{2}\\d{2}$', flags: 'gi' });
    const compiled = compileValidationRules([rule]);
    expect(compiled.validateSync('pl12')).toEqual([]);
    expect(compiled.validateSync('pl12')).toEqual([]);
    expect(compiled.validateSync('p12')).toEqual([
      { path: '', messageKey: 'validations.regex', params: {} },
    ]);
    expect(() => compileValidationRules([use('regex', { regex: '([' })])).toThrow(DefinitionError);
  });
});

describe('platform rules', () => {
  it('decimal reports validations.decimal with {decimals}, and "empty fails"', () => {
    expect(
      validateValueSync('1.234', [use('decimal', { decimals: 2 })], { path: 'price' }),
    ).toEqual([{ path: 'price', messageKey: 'validations.decimal', params: { decimals: 2 } }]);
    expect(passes('', use('decimal'))).toBe(false);
    expect(passes(null, use('decimal', { decimals: 2 }))).toBe(false);
    expect(passes('-5', use('decimal', { decimals: 0 }))).toBe(true);
  });

  it('"more_than: the number must be greater than the limit" with {moreThan}', () => {
    expect(passes(5, use('more_than', { moreThan: 5 }))).toBe(false);
    expect(passes('5.01', use('more_than', { moreThan: 5 }))).toBe(true);
    expect(passes('five', use('more_than', { moreThan: 0 }))).toBe(false);
    expect(passes(null, use('more_than', { moreThan: 0 }))).toBe(true);
    expect(validateValueSync(0, [use('more_than', { moreThan: 0 })])[0]?.params).toEqual({
      moreThan: 0,
    });
  });

  it('"minArrayLength / maxArrayLength: arrays must have at least / at most the given number of items; non-arrays pass" (property)', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object());
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.nat(20), (items, n) => {
        const min = passes(items, use('minArrayLength', { min: n }));
        const max = passes(items, use('maxArrayLength', { max: n }));
        return (
          min === items.length >= n &&
          max === items.length <= n &&
          (min && max) === (items.length === n)
        );
      }),
    );
    fc.assert(
      fc.property(
        anything,
        fc.nat(20),
        (value, n) =>
          passes(value, use('minArrayLength', { min: n + 1 })) &&
          passes(value, use('maxArrayLength', { max: 0 })),
      ),
    );
    expect(validateValueSync([], [use('minArrayLength', { min: 1 })])[0]).toEqual({
      path: '',
      messageKey: 'validations.minArrayLength',
      params: { min: 1 },
    });
  });

  it('"notOneOf: the value must not be in the given list"', () => {
    const rule = use('notOneOf', { values: ['name', 'id', { a: 1 }] });
    expect(passes('id', rule)).toBe(false);
    expect(passes('ID', rule)).toBe(true);
    expect(passes({ a: 1 }, rule)).toBe(false);
    expect(passes('', rule)).toBe(true);
    expect(() => compileValidationRules([use('notOneOf', { values: 'id' })])).toThrow(
      DefinitionError,
    );
  });

  it.each([
    ['field_name-2', true],
    ['zażółć_gęślą-jaźń', true],
    ['Łódź', true],
    ['naïve', true],
    [12, true],
    ['Москва', false],
    ['two words', false],
    ['a.b', false],
    ['a/b', false],
    ['٣', false],
    ['', true],
  ])('"name_token: only letters, digits, underscore, hyphen": %j → %j', (value, expected) => {
    expect(passes(value, 'name_token')).toBe(expected);
  });

  it.each([
    ['/orders/new_2-a', true],
    ['zamówienia/lista', true],
    ['orders?id=1', false],
    ['orders list', false],
    ['orders.json', false],
  ])(
    '"a route path accepts only letters, digits, slash, underscore and hyphen": %j → %j',
    (value, expected) => {
      expect(passes(value, 'routePath')).toBe(expected);
    },
  );

  it.each([
    ['#fff', true],
    ['#1F77B4', true],
    ['#1f77b480', true],
    ['#ffff', false],
    ['#fffff', false],
    ['1f77b4', false],
    ['#ggg', false],
  ])('"a colour is valid as a hex value with 3, 6 or 8 digits": %j → %j', (value, expected) => {
    expect(passes(value, 'hex_color')).toBe(expected);
  });

  it.each([
    ['2024-05-17', undefined, true],
    ['2024-05-17T10:00:00Z', undefined, true],
    ['2024-05-17T10:00:00.5+02:00', undefined, true],
    ['2024-05-17T10:00:00', undefined, false],
    ['2024-02-30', undefined, false],
    ['2024-05', undefined, false],
    ['17.05.2024', undefined, false],
    ['2024-05-17 10:00', undefined, false],
    ['2024-05-17 10:00', ['FULL_NO_SECS'], true],
    ['2024-05-17 10:00:00', ['FULL'], true],
    ['2024-05-17T10:00:00+02:00', ['ISO_UTC'], false],
    ['2024-05-17T10:00:00Z', ['ISO_UTC'], true],
    ['2024-05-17', ['ISO'], false],
  ])(
    '"date strings must match the strict date or ISO formats": %j with %j → %j',
    (value, formats, expected) => {
      expect(passes(value, use('date_format', formats ? { formats } : undefined))).toBe(expected);
    },
  );

  it('rejects unknown date formats at compile time', () => {
    expect(() => compileValidationRules([use('date_format', { formats: ['US'] })])).toThrow(
      DefinitionError,
    );
  });

  it('"a time interval needs a valid start date and numeric duration parts", problems point at the part', () => {
    expect(passes({ startDate: '2024-05-17', duration: { days: 1 } }, 'time_interval')).toBe(true);
    expect(passes(null, 'time_interval')).toBe(true);
    expect(
      validateValueSync({ startDate: '2024-02-30', duration: { days: 'one' } }, ['time_interval'], {
        path: 'period',
      }),
    ).toEqual([
      {
        path: 'period.startDate',
        messageKey: 'validations.time_interval',
        params: { part: 'startDate' },
      },
      {
        path: 'period.duration.days',
        messageKey: 'validations.time_interval',
        params: { part: 'duration' },
      },
    ]);
  });

  it('"a file upload needs at least one file, otherwise the error is \'Must provide files to upload\'"', () => {
    expect(validateValueSync([], ['files_required'], { path: 'scan' })).toEqual([
      { path: 'scan', messageKey: 'validations.files_required', params: {} },
    ]);
    expect(VALIDATION_MESSAGE_DEFAULTS['validations.files_required']).toBe(
      'Must provide files to upload',
    );
    expect(passes(null, 'files_required')).toBe(false);
    expect(passes([{ id: 'd1', files: [] }], 'files_required')).toBe(false);
    expect(passes([{ id: 'd1', files: [{ id: 'f1', deleted: true }] }], 'files_required')).toBe(
      false,
    );
    expect(passes([{ id: 'd1', files: [{ id: 'f1' }] }], 'files_required')).toBe(true);
    expect(passes({ id: 'd1', files: [{ id: 'f1' }] }, 'files_required')).toBe(true);
    expect(passes([{ fileId: 'f1', name: 'a.pdf' }], 'files_required')).toBe(true);
  });

  it('notArray: "in single mode an array value is invalid (validations.notArray)"', () => {
    expect(validateValueSync([{ id: 'd1' }], ['notArray'])[0]?.messageKey).toBe(
      'validations.notArray',
    );
    expect(passes({ id: 'd1' }, 'notArray')).toBe(true);
  });
});

describe('asynchronous rules through the ValidationHost', () => {
  const calls: unknown[] = [];
  const host: ValidationHost = {
    async isUnique(request) {
      calls.push(request);
      return request.value !== 'taken';
    },
    async checkExternal(request) {
      calls.push(request);
      if (request.value === 'bad') return { valid: false };
      if (request.value === 'worse')
        return { valid: false, messageKey: 'nip.invalid', params: { digits: 10 } };
      return { valid: true };
    },
  };
  const unique = { rule: 'unique', params: { providerId: 'p1', field: 'name' } };

  it('"unique: asynchronous; an empty value passes; default message validations.unique with the value"', async () => {
    calls.length = 0;
    await expect(validateValue('free', [unique], { host })).resolves.toEqual([]);
    await expect(validateValue('taken', [unique], { host, path: 'name' })).resolves.toEqual([
      { path: 'name', messageKey: 'validations.unique', params: { fieldValue: 'taken' } },
    ]);
    await expect(validateValue('  ', [unique], { host })).resolves.toEqual([]);
    expect(calls).toEqual([
      { value: 'free', params: { providerId: 'p1', field: 'name' }, path: '' },
      { value: 'taken', params: { providerId: 'p1', field: 'name' }, path: 'name' },
    ]);
  });

  it('"external: asynchronous external check with a custom message, default validations.invalid"', async () => {
    await expect(validateValue('ok', ['external'], { host })).resolves.toEqual([]);
    await expect(validateValue('bad', ['external'], { host })).resolves.toEqual([
      { path: '', messageKey: 'validations.invalid', params: {} },
    ]);
    await expect(validateValue('worse', ['external'], { host })).resolves.toEqual([
      { path: '', messageKey: 'nip.invalid', params: { digits: 10 } },
    ]);
    await expect(
      validateValue('bad', [{ rule: 'external', message: 'Nieprawidłowy NIP' }], { host }),
    ).resolves.toEqual([
      { path: '', messageKey: 'validations.invalid', params: { message: 'Nieprawidłowy NIP' } },
    ]);
    await expect(validateValue(null, ['external'], { host })).resolves.toEqual([]);
  });

  it('asks the host only when the synchronous rules pass', async () => {
    calls.length = 0;
    const compiled = compileValidationRules([use('min', { length: 3 }), unique]);
    expect(compiled.hasAsyncRules).toBe(true);
    await expect(compiled.validate('ab', { host })).resolves.toEqual([
      { path: '', messageKey: 'validations.min', params: { length: 3 } },
    ]);
    expect(calls).toEqual([]);
    expect(compiled.validateSync('taken')).toEqual([]);
  });

  it('fails loudly without a host rather than passing silently', async () => {
    await expect(validateValue('x', [unique])).rejects.toThrow(/ValidationHost/);
  });
});

describe('compileValidationRules', () => {
  it('reports problems in rule order, with a custom message in params.message', () => {
    const problems = validateValueSync('abc', [
      { rule: 'numeric', message: 'Tylko cyfry' },
      use('max', { length: 2 }),
    ]);
    expect(problems).toEqual([
      { path: '', messageKey: 'validations.numeric', params: { message: 'Tylko cyfry' } },
      { path: '', messageKey: 'validations.max', params: { length: 2 } },
    ]);
  });

  it('rejects unknown rules and malformed parameters with paths into the list', () => {
    try {
      compileValidationRules([
        'required',
        'sparkly',
        use('max', { length: -1 }),
        use('decimal', { decimals: 1.5 }),
        use('more_than'),
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DefinitionError);
      expect((error as DefinitionError).errors.map((issue) => issue.path)).toEqual([
        '[1].rule',
        '[2].params.length',
        '[3].params.decimals',
        '[4].params.moreThan',
      ]);
    }
  });

  it('takes plugin rules, sync and async, and refuses to redefine a built-in one', async () => {
    const even = defineValidationRule({
      name: 'even',
      validate: (value) => Number(value) % 2 === 0,
    });
    const remote = defineValidationRule({
      name: 'remote_even',
      isAsync: true,
      validate: async (value) => Number(value) % 2 === 0,
    });
    expect(even.messageKey).toBe('validations.even');
    expect(validateValueSync(3, ['even'], { rules: [even] })[0]?.messageKey).toBe(
      'validations.even',
    );
    await expect(
      validateValue(3, ['remote_even'], { rules: [remote], host: {} as ValidationHost }),
    ).resolves.toHaveLength(1);
    const clash = defineValidationRule({ name: 'required', validate: () => true });
    expect(() => compileValidationRules(['required'], { rules: [clash] })).toThrow(/defined twice/);
  });
});
