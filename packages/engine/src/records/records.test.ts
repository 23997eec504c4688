import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../definitions/dataProvider.types';
import type { ProviderField } from '../definitions/providerField.types';
import { createStaticHost } from '../host/createStaticHost';
import { checkRecordValue } from './checkRecordValue';
import { compileRecordComputation } from './compileRecordComputation';
import { diffRecordData } from './diffRecordData';
import { presentRecordValue } from './presentRecordValue';

const field = (
  id: string,
  fieldValue: ProviderField['fieldValue'],
  extra: Partial<ProviderField> = {},
): ProviderField =>
  ({
    id,
    dbFieldName: id,
    status: 'active',
    type: 'value_field',
    fieldValue,
    ...extra,
  }) as ProviderField;

const offers: DataProvider = {
  id: 'offers',
  name: 'Oferty',
  status: 'active',
  type: 'process',
  config: {
    fields: [
      field('customer', { type: 'text' }),
      field('power', { type: 'number' }),
      field('unitPrice', { type: 'number' }),
      {
        id: 'price',
        dbFieldName: 'price',
        status: 'active',
        type: 'computed_field',
        fieldValue: { type: 'number' },
        method: { type: 'computed_expression', expression: 'power * unitPrice' },
      },
      {
        id: 'title',
        dbFieldName: 'title',
        status: 'active',
        type: 'computed_string_template',
        fieldValue: { type: 'text' },
        template: 'Oferta {{customer}}: {{ price }} zł',
      },
      field('old', { type: 'text' }, { status: 'deleted' }),
    ],
  },
};
const host = createStaticHost({ timeZone: 'Europe/Warsaw' });

describe('checkRecordValue — written values must fit the field value type (spec 001 §3.3)', () => {
  it.each([
    [{ type: 'text' }, 'Kowalski'],
    [{ type: 'number' }, 12.5],
    [{ type: 'boolean' }, false],
    [{ type: 'date' }, '2024-02-29'],
    [{ type: 'date_time' }, '2024-05-01T10:00:00+02:00'],
    [{ type: 'date_time' }, '2024-05-01T08:00:00.000Z'],
    [{ type: 'time_interval' }, { startDate: '2024-05-01', duration: { months: 1 } }],
    [{ type: 'upload_files' }, ['f1', 'f2']],
    [{ type: 'system_source_reference', source: 'users', multiple: false }, 'u1'],
    [{ type: 'system_source_reference', source: 'roles', multiple: true }, ['r1']],
    [{ type: 'schema', schema: { type: 'array', item: { type: 'number' } } }, [1, 2]],
  ] as const)('%j accepts %j', (fieldValue, value) => {
    expect(checkRecordValue(fieldValue as ProviderField['fieldValue'], value)).toEqual([]);
  });

  it.each([
    [{ type: 'text' }, 12],
    [{ type: 'number' }, '12'],
    [{ type: 'number' }, Number.POSITIVE_INFINITY],
    [{ type: 'boolean' }, 'true'],
    [{ type: 'date' }, '2023-02-29'],
    [{ type: 'date' }, '2024-05-01T10:00:00Z'],
    [{ type: 'date_time' }, '2024-05-01 10:00'],
    [{ type: 'time_interval' }, { startDate: 'soon', duration: {} }],
    [{ type: 'upload_files' }, 'f1'],
    [{ type: 'system_source_reference', source: 'users', multiple: false }, ['u1']],
  ] as const)('%j refuses %j', (fieldValue, value) => {
    expect(checkRecordValue(fieldValue as ProviderField['fieldValue'], value)).not.toEqual([]);
  });

  it('null is every type’s empty value', () => {
    expect(checkRecordValue({ type: 'number' }, null)).toEqual([]);
  });

  it('points into schema values at the offending part', () => {
    const schema = {
      type: 'object',
      properties: [{ propertyName: 'items', value: { type: 'array', item: { type: 'number' } } }],
    } as const;
    expect(
      checkRecordValue({ type: 'schema', schema }, { items: [1, 'x'], extra: 1 }, 'v'),
    ).toEqual([
      { path: 'v.items[1]', message: 'must be a number' },
      { path: 'v.extra', message: 'is not a property' },
    ]);
  });
});

describe('compileRecordComputation — data holds read values, original data written ones', () => {
  const computation = compileRecordComputation(offers);

  it('copies value fields, computes methods over provider field ids and fills templates in order', async () => {
    const data = await computation.compute(
      { customer: 'Nowak', power: 4, unitPrice: 1250.5, price: 1, title: 'forged' },
      { host, recordId: 'r1' },
    );
    expect(data).toEqual({
      customer: 'Nowak',
      power: 4,
      unitPrice: 1250.5,
      price: 5002,
      title: 'Oferta Nowak: 5002 zł',
    });
  });

  it('writes only value fields; deleted fields are neither written nor read', () => {
    expect(computation.writableFields.map((f) => f.id)).toEqual(['customer', 'power', 'unitPrice']);
  });

  it('a computation with an empty input gives no value (spec 001 §5.2); its placeholder leaves no gap', async () => {
    const data = await computation.compute({ customer: 'Nowak' }, { host, recordId: null });
    expect(data.price).toBeNull();
    expect(data.title).toBe('Oferta Nowak');
  });

  it('a template writes numbers as people read them in the locale, Polish by default', async () => {
    const written = { customer: 'Nowak', power: 7.5, unitPrice: 1700 };
    expect((await computation.compute(written, { host, recordId: null })).title).toBe(
      'Oferta Nowak: 12\u00a0750 zł',
    );
    const english = await computation.compute(written, { host, recordId: null, locale: 'en' });
    expect(english.title).toBe('Oferta Nowak: 12,750 zł');
  });
});

describe('diffRecordData — history lists changed fields with presented values', () => {
  it('reports each changed field once, in field order, null and missing being equal', () => {
    const changes = diffRecordData(
      offers,
      { customer: 'Nowak', power: 4 },
      { customer: 'Kowalska', power: 4, unitPrice: null },
      { timeZone: 'UTC' },
    );
    expect(changes).toEqual([
      {
        providerFieldId: 'customer',
        oldValue: 'Nowak',
        newValue: 'Kowalska',
        oldPresentedValue: 'Nowak',
        newPresentedValue: 'Kowalska',
      },
    ]);
  });

  it('a record compared with itself has no changes (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          customer: fc.option(fc.string()),
          power: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
        }),
        (data) => {
          expect(
            diffRecordData(offers, data, JSON.parse(JSON.stringify(data)), { timeZone: 'UTC' }),
          ).toEqual([]);
        },
      ),
    );
  });
});

describe('presentRecordValue', () => {
  it('writes booleans in Polish, date-times in the zone and intervals as ISO 8601', () => {
    const options = { timeZone: 'Europe/Warsaw' };
    expect(presentRecordValue(field('a', { type: 'boolean' }), true, options)).toBe('tak');
    expect(
      presentRecordValue(field('a', { type: 'date_time' }), '2024-05-01T08:00:00Z', options),
    ).toBe('2024-05-01 10:00');
    expect(
      presentRecordValue(
        field('a', { type: 'time_interval' }),
        { startDate: '2024-05-01', duration: { months: 1, hours: 2 } },
        options,
      ),
    ).toBe('2024-05-01/P1MT2H');
    expect(presentRecordValue(field('a', { type: 'text' }), null, options)).toBe('');
  });

  it('writes numbers in the locale (spec 002 §9: Polish number format), grouping as Intl does', () => {
    const number = field('a', { type: 'number' });
    const polish = { timeZone: 'UTC' };
    expect(presentRecordValue(number, 12.5, polish)).toBe('12,5');
    expect(presentRecordValue(number, 1234, polish)).toBe('1234');
    expect(presentRecordValue(number, -12345.678, polish)).toBe('-12\u00a0345,678');
    expect(presentRecordValue(number, 0.1 + 0.2, polish)).toBe('0,30000000000000004');
    expect(presentRecordValue(number, 12345.5, { timeZone: 'UTC', locale: 'en-GB' })).toBe(
      '12,345.5',
    );
  });

  it('never rounds a number of up to 15 decimals (the number field’s most): it reads back the same (property)', () => {
    const number = field('a', { type: 'number' });
    const decimal = fc
      .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 15 }))
      .map(([digits, decimals]) => digits / 10 ** decimals);
    fc.assert(
      fc.property(decimal, (n) => {
        const text = presentRecordValue(number, n, { timeZone: 'UTC' });
        const back = Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));
        expect(Object.is(back, n) || (back === 0 && n === 0)).toBe(true);
      }),
    );
  });

  it('writes a repeating group one line per row, the row’s values joined, empty ones left out', () => {
    const products = field('products', {
      type: 'schema',
      schema: {
        type: 'array',
        item: {
          type: 'object',
          properties: [
            { propertyName: 'productName', value: { type: 'string' } },
            { propertyName: 'quantity', value: { type: 'number' } },
            { propertyName: 'price', value: { type: 'number' } },
            { propertyName: 'mounted', value: { type: 'boolean' } },
            { propertyName: 'deliveredAt', value: { type: 'date_time', format: 'ISO' } },
          ],
        },
      },
    });
    const rows = [
      { productName: 'Panel 400 W', quantity: 12, price: 1234.5, mounted: true },
      { productName: 'Falownik', quantity: 1, deliveredAt: '2024-05-01T08:00:00Z' },
      { productName: null, quantity: null },
    ];
    expect(presentRecordValue(products, rows, { timeZone: 'Europe/Warsaw' })).toBe(
      'Panel 400 W, 12, 1234,5, tak\nFalownik, 1, 2024-05-01 10:00',
    );
    expect(presentRecordValue(products, [], { timeZone: 'UTC' })).toBe('');
  });

  it('writes lists and objects of a schema by their values, never as JSON', () => {
    const numbers = field('a', {
      type: 'schema',
      schema: { type: 'array', item: { type: 'number' } },
    });
    expect(presentRecordValue(numbers, [1.5, 2], { timeZone: 'UTC' })).toBe('1,5, 2');
    const unknown = field('b', { type: 'schema', schema: { type: 'unknown' } });
    expect(presentRecordValue(unknown, { x: 'a', y: [1, 2.5] }, { timeZone: 'UTC' })).toBe(
      'a, 1, 2,5',
    );
    const text = field('c', { type: 'text' });
    expect(presentRecordValue(text, { odd: 'shape' }, { timeZone: 'UTC' })).toBe('shape');
  });

  it('shows a related record through the resolver, its id when unknown', () => {
    const relation = field(
      'customer',
      { type: 'text' },
      {
        transform: {
          type: 'relation_value',
          schemaProviderId: 'customers',
          presentByFieldAccess: { path: ['name'] },
        },
      },
    );
    const presentRelation = (_f: ProviderField, id: string) => (id === 'c1' ? 'ACME' : undefined);
    expect(presentRecordValue(relation, 'c1', { timeZone: 'UTC', presentRelation })).toBe('ACME');
    expect(presentRecordValue(relation, 'c2', { timeZone: 'UTC', presentRelation })).toBe('c2');
  });
});
