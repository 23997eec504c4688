import Ajv from 'ajv';
import { addDays, addMonths, addYears } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDateValue } from '../dates';
import { DefinitionError } from '../definitions/definitionError';
import { SCHEMA_IDS } from '../definitions/schemaIds';
import {
  type CalculatedFunctionDefinition,
  calculatedFunctionSchema,
  calculateFunction,
  compileCalculatedFunction,
  dateUnitsDifference,
  distanceBetweenCoordinates,
  substring,
  toFiniteNumber,
  validateCalculatedFunction,
} from './index';

const WARSAW = 'Europe/Warsaw';
const field = (id: string) => ({ type: 'field_value_access' as const, fieldId: id });
const WARSAW_CENTRE = { latitude: 52.2297, longitude: 21.0122 };
const KRAKOW_CENTRE = { latitude: 50.0647, longitude: 19.945 };

function haversine(a: typeof WARSAW_CENTRE, b: typeof WARSAW_CENTRE): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}

// The options of the engine's ajv instance (definitions/definitionAjv.ts), strict mode included.
const ENGINE_AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
};

describe('distanceBetweenCoordinates — "earth radius 6371000 m; spherical law of cosines; km divides by 1000"', () => {
  it('measures Warsaw–Kraków as about 252 km, in metres by default', () => {
    const meters = distanceBetweenCoordinates(WARSAW_CENTRE, KRAKOW_CENTRE)!;
    expect(meters).toBeCloseTo(haversine(WARSAW_CENTRE, KRAKOW_CENTRE), 3);
    expect(meters).toBeGreaterThan(251_000);
    expect(meters).toBeLessThan(253_000);
  });

  it('divides by 1000 for km and rounds to decimalsPlaces', () => {
    const meters = distanceBetweenCoordinates(WARSAW_CENTRE, KRAKOW_CENTRE)!;
    const km = distanceBetweenCoordinates(WARSAW_CENTRE, KRAKOW_CENTRE, {
      unit: 'km',
      decimalsPlaces: 2,
    });
    expect(km).toBe(Math.round(meters / 10) / 100);
    expect(distanceBetweenCoordinates(WARSAW_CENTRE, KRAKOW_CENTRE, { decimalsPlaces: 0 })).toBe(
      Math.round(meters),
    );
  });

  it('gives half the circumference (π·R) between antipodes', () => {
    const distance = distanceBetweenCoordinates(
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 180 },
    );
    expect(distance).toBeCloseTo(Math.PI * 6371000, 6);
  });

  it('reads numeric strings and gives 0, not NaN, for the same point', () => {
    expect(
      distanceBetweenCoordinates({ latitude: '52.2297', longitude: ' 21.0122 ' }, WARSAW_CENTRE),
    ).toBe(0);
  });

  it.each([
    [{ latitude: null, longitude: 21 }],
    [{ latitude: 52, longitude: undefined }],
    [{ latitude: '', longitude: 21 }],
    [{ latitude: 'north', longitude: 21 }],
    [{ latitude: 90.5, longitude: 21 }],
    [{ latitude: 52, longitude: -181 }],
  ])('"distance needs all its inputs, otherwise gives no result": %j', (point) => {
    expect(distanceBetweenCoordinates(point, KRAKOW_CENTRE)).toBeNull();
  });

  const coordinate = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('is symmetric, non-negative, at most π·R and agrees with the haversine formula (property)', () => {
    fc.assert(
      fc.property(coordinate, coordinate, (a, b) => {
        const ab = distanceBetweenCoordinates(a, b)!;
        const ba = distanceBetweenCoordinates(b, a)!;
        return (
          Math.abs(ab - ba) < 1e-6 &&
          ab >= 0 &&
          ab <= Math.PI * 6371000 + 1e-6 &&
          Math.abs(ab - haversine(a, b)) < 1
        );
      }),
    );
  });

  it('satisfies the triangle inequality (property)', () => {
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, (a, b, c) => {
        const direct = distanceBetweenCoordinates(a, c)!;
        return direct <= distanceBetweenCoordinates(a, b)! + distanceBetweenCoordinates(b, c)! + 1;
      }),
    );
  });
});

describe('substring — "start is one-based; a missing start means 1"', () => {
  it.each([
    ['Tessera', 1, 3, 'Tes'],
    ['Tessera', 3, 2, 'ss'],
    ['Tessera', undefined, 4, 'Tess'],
    ['Tessera', null, 4, 'Tess'],
    ['Tessera', '', 4, 'Tess'],
    ['Tessera', 4, undefined, 'sera'],
    ['Tessera', '2', '3', 'ess'],
    ['Tessera', 0, 2, 'Te'],
    ['Tessera', -5, 2, 'Te'],
    ['Tessera', 2.9, 2.9, 'es'],
    ['Tessera', 10, 2, ''],
    ['Tessera', 2, -1, ''],
    ['Łódź 🙂 ok', 6, 1, '🙂'],
    [12345, 2, 2, '23'],
  ])('substring(%j, %j, %j) is %j', (input, start, chars, expected) => {
    expect(substring(input, start, chars)).toBe(expected);
  });

  it.each([
    [null, 1, 2],
    [undefined, 1, 2],
    [{ text: 'a' }, 1, 2],
    [['a'], 1, 2],
    ['Tessera', 'first', 2],
    ['Tessera', 1, 'all'],
  ])('gives no result for substring(%j, %j, %j)', (input, start, chars) => {
    expect(substring(input, start, chars)).toBeNull();
  });

  it('equals String.prototype.slice for ASCII text and valid 1-based arguments (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii' }),
        fc.nat(20),
        fc.nat(20),
        (text, start, count) => {
          return substring(text, start + 1, count) === text.slice(start, start + count);
        },
      ),
    );
  });
});

describe('dateUnitsDifference — "default unit for difference is day; allowed units seconds, minutes, hours, days, months, years"', () => {
  const diff = (
    first: unknown,
    second: unknown,
    options: Partial<Parameters<typeof dateUnitsDifference>[2]> = {},
  ) => dateUnitsDifference(first, second, { timeZone: WARSAW, ...options });

  it('counts whole days by default', () => {
    expect(diff('2024-01-01', '2024-01-10')).toBe(9);
    expect(diff('2024-01-01 12:00', '2024-01-10 11:59')).toBe(8);
  });

  it.each([
    ['seconds', '2024-01-01 00:00:00', '2024-01-01 00:01:30', 90],
    ['minutes', '2024-01-01 00:00', '2024-01-01 02:30', 150],
    ['hours', '2024-01-01', '2024-01-03 05:00', 53],
    ['months', '2024-01-15', '2024-04-14', 2],
    ['years', '2020-06-01', '2024-05-31', 3],
  ] as const)('counts whole %s', (unit, first, second, expected) => {
    expect(diff(first, second, { unit })).toBe(expected);
  });

  it('"dates are parsed in these formats in turn": mixes ISO, full, date, year-month and year', () => {
    expect(diff('2024', '2024-03', { unit: 'months' })).toBe(2);
    expect(diff('2024-01-01T00:00:00+01:00', '2024-01-02 00:00:00')).toBe(1);
    expect(
      diff('2024-01-01T00:00:00Z', '2024-01-01', { unit: 'hours', allowNegativeSignResult: true }),
    ).toBe(-1);
  });

  it('"weekday-unit date differences give no result"', () => {
    expect(diff('2024-01-01', '2024-01-10', { unit: 'weekDays' })).toBeNull();
  });

  it.each([
    [null, '2024-01-01'],
    ['2024-01-01', undefined],
    ['', '2024-01-01'],
    ['2024-02-30', '2024-03-01'],
    ['yesterday', '2024-03-01'],
  ])(
    '"date difference needs all its inputs, otherwise gives no result": %j, %j',
    (first, second) => {
      expect(diff(first, second)).toBeNull();
    },
  );

  it('counts calendar days in the zone across DST: 23 h and 25 h days are one day each', () => {
    expect(diff('2024-03-30 12:00', '2024-03-31 12:00')).toBe(1);
    expect(diff('2024-10-26 12:00', '2024-10-27 12:00')).toBe(1);
    expect(diff('2024-03-30 12:00', '2024-03-31 12:00', { unit: 'hours' })).toBe(23);
    expect(diff('2024-10-26 12:00', '2024-10-27 12:00', { unit: 'hours' })).toBe(25);
  });

  it('counts a month across the spring DST change by the calendar, not by 30×24 h', () => {
    expect(diff('2024-03-15 00:30', '2024-04-15 00:30', { unit: 'months' })).toBe(1);
    expect(diff('2024-03-15 00:30', '2024-04-15 00:29', { unit: 'months' })).toBe(0);
  });

  it('clamps month ends like date-fns addMonths: 31 Jan + 1 month is 29 Feb', () => {
    expect(diff('2024-01-31', '2024-02-29', { unit: 'months' })).toBe(1);
    expect(diff('2024-01-31', '2024-02-28', { unit: 'months' })).toBe(0);
    expect(diff('2024-01-31 12:00', '2024-02-29 08:00', { unit: 'months' })).toBe(0);
    expect(diff('2024-01-31', '2024-03-30', { unit: 'months' })).toBe(1);
    expect(diff('2024-01-31', '2024-03-31', { unit: 'months' })).toBe(2);
    expect(diff('2024-02-29', '2025-02-28', { unit: 'years' })).toBe(1);
    expect(diff('2024-02-29', '2025-02-27', { unit: 'years' })).toBe(0);
  });

  it('gives the same magnitude both ways round, even at month ends (date-fns differenceInMonths does not)', () => {
    expect(
      diff('2024-02-29', '2024-01-31', { unit: 'months', allowNegativeSignResult: true }),
    ).toBe(-1);
    expect(diff('2024-02-29', '2024-01-31', { unit: 'months' })).toBe(1);
  });

  it('adds the elapsed fraction of the next unit with allowPartialUnitResult, rounded to decimalsPlaces', () => {
    const partial = { allowPartialUnitResult: true } as const;
    expect(diff('2024-01-01 00:00', '2024-01-02 18:00', partial)).toBe(1.75);
    expect(diff('2024-01-01 00:00', '2024-01-01 00:00:30', { ...partial, unit: 'minutes' })).toBe(
      0.5,
    );
    // 1 Feb + 1 month = 1 Mar: 14 of February's 29 days.
    expect(
      diff('2024-01-01', '2024-02-15', { ...partial, unit: 'months', decimalsPlaces: 4 }),
    ).toBe(Number((1 + 14 / 29).toFixed(4)));
    expect(diff('2024-01-01', '2024-07-02', { ...partial, unit: 'years', decimalsPlaces: 2 })).toBe(
      0.5,
    );
    // The spring-forward day is 23 h long: 11 elapsed hours from its midnight are 11/23 of it.
    expect(diff('2024-03-31 00:00', '2024-03-31 12:00', { ...partial })).toBe(11 / 23);
    expect(diff('2024-03-31 00:00', '2024-04-01 00:00', { ...partial })).toBe(1);
  });

  it('"allowNegativeSignResult": keeps the sign when allowed, the magnitude otherwise', () => {
    expect(diff('2024-01-10', '2024-01-01', { allowNegativeSignResult: true })).toBe(-9);
    expect(diff('2024-01-10', '2024-01-01')).toBe(9);
    expect(diff('2024-01-10', '2024-01-10', { allowNegativeSignResult: true })).toBe(0);
    expect(Object.is(diff('2024-01-10', '2024-01-10', { allowNegativeSignResult: true }), -0)).toBe(
      false,
    );
  });

  it('ignores decimalsPlaces for whole units', () => {
    expect(diff('2024-01-01', '2024-01-02 18:00', { decimalsPlaces: 2 })).toBe(1);
  });

  const dateText = fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2040-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());
  const unit = fc.constantFrom('seconds', 'minutes', 'hours', 'days', 'months', 'years' as const);

  it('is antisymmetric with signs allowed, and whole ≤ partial < whole + 1 (property)', () => {
    fc.assert(
      fc.property(dateText, dateText, unit, (a, b, u) => {
        const signed = { unit: u, allowNegativeSignResult: true } as const;
        const ab = diff(a, b, signed)!;
        const ba = diff(b, a, signed)!;
        const whole = Math.abs(ab);
        const partial = diff(a, b, { unit: u, allowPartialUnitResult: true })!;
        return ab === -ba && Number.isInteger(ab) && partial >= whole && partial < whole + 1;
      }),
    );
  });

  it('whole units never overshoot: n units fit between the dates in the zone, n + 1 do not (property)', () => {
    const adders = { days: addDays, months: addMonths, years: addYears } as const;
    fc.assert(
      fc.property(
        dateText,
        dateText,
        fc.constantFrom('days', 'months', 'years' as const),
        (a, b, u) => {
          const [earlier, later] = a < b ? [a, b] : [b, a];
          const n = diff(earlier, later, { unit: u })!;
          const start = parseDateValue(earlier, WARSAW)!;
          const end = parseDateValue(later, WARSAW)!.getTime();
          return adders[u](start, n).getTime() <= end && adders[u](start, n + 1).getTime() > end;
        },
      ),
    );
  });
});

describe('compileCalculatedFunction', () => {
  const distance: CalculatedFunctionDefinition = {
    type: 'distanceBetweenCoordinates',
    firstPoint: { latitude: field('lat1'), longitude: field('lon1') },
    secondPoint: { latitude: field('lat2'), longitude: field('lon2') },
    unit: 'km',
    decimalsPlaces: 1,
  };

  it('lists the method slots to resolve and calculates from their values', () => {
    const compiled = compileCalculatedFunction(distance);
    expect(compiled.inputs.map((input) => input.slot)).toEqual([
      'firstPoint.latitude',
      'firstPoint.longitude',
      'secondPoint.latitude',
      'secondPoint.longitude',
    ]);
    expect(compiled.inputs[0]?.method).toEqual(field('lat1'));
    const result = compiled.calculate(
      {
        'firstPoint.latitude': WARSAW_CENTRE.latitude,
        'firstPoint.longitude': WARSAW_CENTRE.longitude,
        'secondPoint.latitude': KRAKOW_CENTRE.latitude,
        'secondPoint.longitude': KRAKOW_CENTRE.longitude,
      },
      { timeZone: WARSAW },
    );
    expect(result).toBe(
      Math.round(distanceBetweenCoordinates(WARSAW_CENTRE, KRAKOW_CENTRE)! / 100) / 10,
    );
    expect(compiled.calculate({}, { timeZone: WARSAW })).toBeNull();
  });

  it('reads substring start and charsNumber as constants or as slots', () => {
    const constant = compileCalculatedFunction({
      type: 'substring',
      input: field('a'),
      start: 2,
      charsNumber: 3,
    });
    expect(constant.inputs.map((input) => input.slot)).toEqual(['input']);
    expect(constant.calculate({ input: 'abcdef' }, { timeZone: WARSAW })).toBe('bcd');
    const dynamic = compileCalculatedFunction({
      type: 'substring',
      input: field('a'),
      start: field('b'),
      charsNumber: field('c'),
    });
    expect(dynamic.inputs.map((input) => input.slot)).toEqual(['input', 'start', 'charsNumber']);
    expect(
      dynamic.calculate({ input: 'abcdef', start: 3, charsNumber: null }, { timeZone: WARSAW }),
    ).toBe('cdef');
  });

  it('runs dateUnitsDifference in the context time zone', () => {
    const definition: CalculatedFunctionDefinition = {
      type: 'dateUnitsDifference',
      firstDate: field('from'),
      secondDate: field('to'),
      unit: 'hours',
    };
    const inputs = { firstDate: '2024-01-01', secondDate: '2024-01-01T12:00:00Z' };
    expect(calculateFunction(definition, inputs, { timeZone: 'UTC' })).toBe(12);
    expect(calculateFunction(definition, inputs, { timeZone: 'Asia/Tokyo' })).toBe(21);
  });

  it.each([
    [{ type: 'sum' }, 'type'],
    [{ type: 'substring' }, 'input'],
    [{ type: 'substring', input: field('a'), start: 1.5 }, 'start'],
    [
      {
        type: 'distanceBetweenCoordinates',
        firstPoint: { latitude: field('a') },
        secondPoint: distanceInputs(),
      },
      'firstPoint.longitude',
    ],
    [
      {
        type: 'distanceBetweenCoordinates',
        firstPoint: distanceInputs(),
        secondPoint: distanceInputs(),
        unit: 'mi',
      },
      'unit',
    ],
    [
      {
        type: 'dateUnitsDifference',
        firstDate: field('a'),
        secondDate: field('b'),
        decimalsPlaces: 16,
      },
      'decimalsPlaces',
    ],
    [
      { type: 'dateUnitsDifference', firstDate: field('a'), secondDate: field('b'), unit: 'weeks' },
      'unit',
    ],
    [{ type: 'dateUnitsDifference', firstDate: 'a', secondDate: field('b') }, 'firstDate'],
  ])('rejects a malformed definition at compile time: %j at %s', (definition, path) => {
    expect(validateCalculatedFunction(definition).map((issue) => issue.path)).toContain(path);
    expect(() => compileCalculatedFunction(definition as CalculatedFunctionDefinition)).toThrow(
      DefinitionError,
    );
  });

  it('prefixes issue paths with the given path', () => {
    expect(validateCalculatedFunction({ type: 'substring' }, 'methods[2].function')).toEqual([
      { path: 'methods[2].function.input', message: 'must be a method definition' },
    ]);
  });
});

function distanceInputs() {
  return { latitude: field('a'), longitude: field('b') };
}

describe('calculatedFunctionSchema', () => {
  const ajv = new Ajv(ENGINE_AJV_OPTIONS);
  ajv.addSchema({
    $id: SCHEMA_IDS.method,
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string' } },
  });
  const validate = ajv.compile(calculatedFunctionSchema);

  it('accepts each function type', () => {
    expect(
      validate({ type: 'substring', input: field('a'), start: field('b'), charsNumber: 2 }),
    ).toBe(true);
    expect(
      validate({
        type: 'distanceBetweenCoordinates',
        firstPoint: distanceInputs(),
        secondPoint: distanceInputs(),
        unit: 'km',
        decimalsPlaces: 3,
      }),
    ).toBe(true);
    expect(
      validate({
        type: 'dateUnitsDifference',
        firstDate: field('a'),
        secondDate: field('b'),
        unit: 'weekDays',
        allowPartialUnitResult: true,
      }),
    ).toBe(true);
  });

  it.each([
    { type: 'substring' },
    { type: 'substring', input: field('a'), extra: 1 },
    {
      type: 'distanceBetweenCoordinates',
      firstPoint: distanceInputs(),
      secondPoint: distanceInputs(),
      unit: 'mi',
    },
    {
      type: 'dateUnitsDifference',
      firstDate: field('a'),
      secondDate: field('b'),
      decimalsPlaces: -1,
    },
    { type: 'dateUnitsDifference', firstDate: 'today', secondDate: field('b') },
    { type: 'unknown' },
  ])('rejects %j', (definition) => {
    expect(validate(definition)).toBe(false);
  });

  it('agrees with validateCalculatedFunction on generated definitions (property)', () => {
    const method = fc.oneof(fc.constant(field('x')), fc.constant('x'), fc.constant(undefined));
    const definition = fc.record(
      {
        type: fc.constantFrom('substring', 'dateUnitsDifference', 'distanceBetweenCoordinates'),
        input: method,
        start: fc.oneof(fc.integer(), method, fc.constant(1.5)),
        firstDate: method,
        secondDate: method,
        firstPoint: fc.record({ latitude: method, longitude: method }),
        secondPoint: fc.record({ latitude: method, longitude: method }),
        unit: fc.constantFrom('m', 'km', 'days', 'weekDays', 'mi'),
        decimalsPlaces: fc.integer({ min: -1, max: 16 }),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(definition, (candidate) => {
        const value = JSON.parse(JSON.stringify(candidate));
        // The schema also forbids unknown keys, which the hand check leaves to it.
        const keys = {
          substring: ['type', 'input', 'start', 'charsNumber'],
          dateUnitsDifference: [
            'type',
            'firstDate',
            'secondDate',
            'unit',
            'allowPartialUnitResult',
            'allowNegativeSignResult',
            'decimalsPlaces',
          ],
          distanceBetweenCoordinates: [
            'type',
            'firstPoint',
            'secondPoint',
            'unit',
            'decimalsPlaces',
          ],
        }[value.type as 'substring'];
        for (const key of Object.keys(value)) if (!keys.includes(key)) delete value[key];
        return validate(value) === (validateCalculatedFunction(value).length === 0);
      }),
    );
  });
});

describe('toFiniteNumber', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' -2.5e3 ', -2500],
    ['.5', 0.5],
    ['', null],
    ['0x10', null],
    ['Infinity', null],
    [Number.NaN, null],
    [true, null],
    ['1,5', null],
  ])('%j → %j', (value, expected) => {
    expect(toFiniteNumber(value)).toBe(expected);
  });
});
