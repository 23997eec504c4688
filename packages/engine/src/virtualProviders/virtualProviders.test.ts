import { describe, expect, it } from 'vitest';
import type { DataProvider, VirtualDataProvider } from '../definitions/dataProvider.types';
import { DefinitionError } from '../definitions/definitionError';
import type { ProviderField } from '../definitions/providerField.types';
import { compileQuery } from '../queries/compileQuery';
import type { QueryRecord } from '../queries/queryRun.types';
import { testContext } from '../queries/queryTestKit';
import { createProviderRecordsReader } from './createProviderRecordsReader';
import { isVirtualProvider, planVirtualProvider } from './planVirtualProvider';
import { renameConditionFields } from './renameConditionFields';
import { numberedRecordId } from './virtualRecords';

const field = (
  id: string,
  dbFieldName: string,
  type: 'text' | 'number' = 'text',
): ProviderField => ({
  id,
  dbFieldName,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});

const orders: DataProvider = {
  id: 'orders',
  name: 'Zamówienia',
  status: 'active',
  type: 'manual',
  config: {
    fields: [
      field('f-region', 'region'),
      field('f-amount', 'amount', 'number'),
      field('f-paid', 'paid'),
      { ...field('f-gone', 'gone'), status: 'deleted' },
    ],
  },
};

const orderRecords: QueryRecord[] = [
  {
    id: 'o1',
    createdAt: '2024-01-01T10:00:00.000Z',
    data: { region: 'north', amount: 10, paid: 'yes', address: { city: 'Gdańsk' } },
  },
  {
    id: 'o2',
    createdAt: '2024-01-02T10:00:00.000Z',
    data: { region: 'south', amount: 5, paid: 'no' },
  },
  {
    id: 'o3',
    createdAt: '2024-01-03T10:00:00.000Z',
    data: { region: 'north', amount: 7.5, paid: 'no' },
  },
  {
    id: 'o4',
    createdAt: '2024-01-04T10:00:00.000Z',
    data: { region: 'north', amount: null, paid: 'yes' },
  },
];

const sourced = (
  id: string,
  dbFieldName: string,
  path: readonly string[],
  status: ProviderField['status'] = 'active',
): ProviderField => ({
  id,
  dbFieldName,
  status,
  type: 'query_sourced_field',
  sourceFieldAccess: { path },
  fieldValue: { type: 'text' },
});

const bigNorthOrders: VirtualDataProvider = {
  id: 'big-north',
  name: 'Duże zamówienia z północy',
  status: 'active',
  type: 'query_sourced',
  config: {
    query: {
      type: 'general_query',
      fromProviderId: 'orders',
      filter: {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: 'region' },
        matchKind: 'match',
        value: { type: 'const', value: 'north' },
      },
    },
    fields: [
      sourced('v-amount', 'value', ['amount']),
      sourced('v-city', 'city', ['address', 'city']),
      sourced('v-id', 'orderId', ['$id']),
      sourced('v-old', 'old', ['region'], 'deleted'),
    ],
  },
};

const aggregate = (
  id: string,
  dbFieldName: string,
  aggregation: Extract<ProviderField, { type: 'aggregating_field' }>['aggregation'],
): ProviderField => ({
  id,
  dbFieldName,
  status: 'active',
  type: 'aggregating_field',
  aggregation,
  fieldValue: { type: 'number' },
});

const paidCondition = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'f-paid' },
  operator: 'equal',
  rightValue: { type: 'const', value: 'yes' },
} as const;

const byRegion: VirtualDataProvider = {
  id: 'by-region',
  name: 'Sprzedaż według regionu',
  status: 'active',
  type: 'aggregating',
  config: {
    sourceProviderId: 'orders',
    fields: [
      {
        id: 'g-region',
        dbFieldName: 'area',
        status: 'active',
        type: 'grouping_field',
        groupByFieldId: 'f-region',
        fieldValue: { type: 'text' },
      },
      aggregate('a-count', 'orders', { method: 'count' }),
      aggregate('a-paid', 'paidOrders', { method: 'count', condition: paidCondition }),
      aggregate('a-sum', 'total', { method: 'sum', aggregateFieldId: 'f-amount' }),
      aggregate('a-avg', 'mean', { method: 'average', aggregateFieldId: 'f-amount' }),
      aggregate('a-max', 'largest', { method: 'max', aggregateFieldId: 'f-amount' }),
      aggregate('a-min', 'paidSmallest', {
        method: 'min',
        aggregateFieldId: 'f-amount',
        condition: paidCondition,
      }),
    ],
  },
};

const definitions = new Map<string, DataProvider>(
  [orders, bigNorthOrders, byRegion].map((provider) => [provider.id, provider]),
);

function reader(
  providers: ReadonlyMap<string, DataProvider> = definitions,
  recordFilter?: (record: QueryRecord, providerId: string) => boolean,
) {
  return createProviderRecordsReader({
    stored: (providerId) => (providerId === 'orders' ? orderRecords : undefined),
    providerOf: (providerId) => providers.get(providerId),
    context: testContext(),
    ...(recordFilter === undefined ? {} : { recordFilter }),
  });
}

describe('virtual providers (docs/virtual-providers.md)', () => {
  it('tells virtual providers from stored ones', () => {
    expect(isVirtualProvider(orders)).toBe(false);
    expect(isVirtualProvider(bigNorthOrders)).toBe(true);
    expect(isVirtualProvider(byRegion)).toBe(true);
  });

  it('a query-sourced provider keeps the records that pass its query, each reduced to its fields', () => {
    expect(reader()('big-north')).toEqual([
      {
        id: 'o1',
        createdAt: '2024-01-01T10:00:00.000Z',
        data: { value: 10, city: 'Gdańsk', orderId: 'o1' },
      },
      {
        id: 'o3',
        createdAt: '2024-01-03T10:00:00.000Z',
        data: { value: 7.5, city: null, orderId: 'o3' },
      },
      {
        id: 'o4',
        createdAt: '2024-01-04T10:00:00.000Z',
        data: { value: null, city: null, orderId: 'o4' },
      },
    ]);
  });

  it('an aggregating provider has one numbered record per group, in key order', () => {
    expect(reader()('by-region')).toEqual([
      {
        id: numberedRecordId(1),
        data: {
          area: 'north',
          orders: 3,
          paidOrders: 2,
          total: 17.5,
          mean: 8.75,
          largest: 10,
          paidSmallest: 10,
        },
      },
      {
        id: numberedRecordId(2),
        data: {
          area: 'south',
          orders: 1,
          paidOrders: 0,
          total: 5,
          mean: 5,
          largest: 5,
          paidSmallest: null,
        },
      },
    ]);
  });

  it('without grouping fields, one record for all the source records — even for none', () => {
    const everything: VirtualDataProvider = {
      ...byRegion,
      id: 'everything',
      config: { ...byRegion.config, fields: byRegion.config.fields.slice(1, 4) },
    };
    const providers = new Map(definitions).set('everything', everything);
    expect(reader(providers)('everything')).toEqual([
      { id: numberedRecordId(1), data: { orders: 4, paidOrders: 2, total: 22.5 } },
    ]);
    const none = reader(providers, () => false)('everything');
    expect(none).toEqual([
      { id: numberedRecordId(1), data: { orders: 0, paidOrders: 0, total: 0 } },
    ]);
  });

  it('numbered ids are UUIDs that sort in row order', () => {
    expect(numberedRecordId(1)).toBe('00000000-0000-4000-8000-000000000001');
    expect(numberedRecordId(255)).toBe('00000000-0000-4000-8000-0000000000ff');
    expect(numberedRecordId(10) < numberedRecordId(16)).toBe(true);
  });

  it("a pipeline provider's records are its pipeline's rows, numbered", () => {
    const monthly: VirtualDataProvider = {
      id: 'paid',
      name: 'Opłacone',
      status: 'active',
      type: 'pipeline_query',
      config: {
        pipeline: {
          fromProviderId: 'orders',
          stages: [
            {
              type: 'group',
              groupBy: [
                { propertyName: 'paid', expression: { type: 'fieldPath', path: ['paid'] } },
              ],
              aggregations: [{ propertyName: 'n', method: 'count' }],
            },
          ],
        },
        fields: [sourced('p-paid', 'isPaid', ['paid']), sourced('p-n', 'count', ['n'])],
      },
    };
    const providers = new Map(definitions).set('paid', monthly);
    expect(reader(providers)('paid')).toEqual([
      { id: numberedRecordId(1), data: { isPaid: 'no', count: 2 } },
      { id: numberedRecordId(2), data: { isPaid: 'yes', count: 2 } },
    ]);
  });

  it("the reader's record access applies to every source record a virtual provider reads", () => {
    const onlyPaid = (record: QueryRecord, providerId: string) =>
      providerId !== 'orders' || record.data.paid === 'yes';
    const rows = reader(definitions, onlyPaid)('by-region');
    expect([...(rows ?? [])].map((record) => record.data)).toEqual([
      expect.objectContaining({ area: 'north', orders: 2, total: 10 }),
    ]);
  });

  it('a query over a virtual provider filters and sorts its records like stored ones', () => {
    const read = reader();
    const query = compileQuery({
      type: 'general_query',
      fromProviderId: 'by-region',
      sorting: [{ fieldAccess: { path: ['total'] }, direction: 'asc' }],
    });
    const result = query.run({
      records: read('by-region') ?? [],
      providers: read,
      context: testContext(),
    });
    expect(
      result.type === 'general_query' && result.records.map((record) => record.data.area),
    ).toEqual(['south', 'north']);
  });

  it('virtual providers may read virtual providers; a cycle is a definition error', () => {
    const ofBig: VirtualDataProvider = {
      ...byRegion,
      id: 'of-big',
      config: {
        sourceProviderId: 'big-north',
        fields: [aggregate('b-sum', 'sum', { method: 'sum', aggregateFieldId: 'v-amount' })],
      },
    };
    const providers = new Map(definitions).set('of-big', ofBig);
    expect(reader(providers)('of-big')).toEqual([{ id: numberedRecordId(1), data: { sum: 17.5 } }]);

    const loopA: VirtualDataProvider = {
      ...ofBig,
      id: 'a',
      config: { ...ofBig.config, sourceProviderId: 'b' },
    };
    const loopB: VirtualDataProvider = {
      ...bigNorthOrders,
      id: 'b',
      config: { ...bigNorthOrders.config, query: { type: 'general_query', fromProviderId: 'a' } },
    };
    const looping = new Map(definitions).set('a', loopA).set('b', loopB);
    expect(() => reader(looping)('a')).toThrow(
      'virtual providers read each other in a cycle: a → b → a',
    );
  });

  it('an aggregating provider naming what its source does not have is a definition error with paths', () => {
    const broken: VirtualDataProvider = {
      ...byRegion,
      config: {
        sourceProviderId: 'orders',
        fields: [
          {
            ...(byRegion.config.fields[0] as ProviderField),
            groupByFieldId: 'f-gone',
          } as ProviderField,
          aggregate('x', 'x', { method: 'sum', aggregateFieldId: 'nope' }),
          aggregate('y', 'y', {
            method: 'count',
            condition: { type: 'non_empty', valueAccess: { fieldId: 'nothing' } },
          }),
        ],
      },
    };
    const error = (() => {
      try {
        planVirtualProvider(broken, (id) => definitions.get(id));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).errors).toEqual([
      {
        path: 'config.fields[0].groupByFieldId',
        message: 'the source provider has no field "f-gone"',
      },
      {
        path: 'config.fields[1].aggregation.aggregateFieldId',
        message: 'the source provider has no field "nope"',
      },
      {
        path: 'config.fields[2].aggregation.condition',
        message: 'the source provider has no field "nothing"',
      },
    ]);
    expect(() =>
      planVirtualProvider(
        { ...byRegion, config: { ...byRegion.config, sourceProviderId: 'zz' } },
        () => undefined,
      ),
    ).toThrow('unknown data provider "zz"');
  });
});

describe('renameConditionFields', () => {
  it('renames every field a condition reads, ranges and another_field values included', () => {
    const renamed = renameConditionFields(
      {
        type: 'and',
        conditions: [
          { type: 'non_empty', valueAccess: { fieldId: 'a', path: ['x'] } },
          { type: 'is_empty', valueAccess: { fieldId: 'b' } },
          {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'c' },
            operator: 'between',
            rightValue: {
              type: 'range',
              start: { type: 'another_field', valueAccess: { fieldId: 'd' } },
              end: { type: 'const', value: 3 },
            },
          },
          {
            type: 'or',
            conditions: [
              {
                type: 'compare_value',
                leftValueAccess: { fieldId: 'e' },
                operator: 'equal',
                rightValue: { type: 'another_field', valueAccess: { fieldId: 'f' } },
              },
              { type: 'constant', value: true },
            ],
          },
        ],
      },
      (id) => id.toUpperCase(),
    );
    expect(JSON.stringify(renamed).match(/"fieldId":"[^"]+"/g)).toEqual([
      '"fieldId":"A"',
      '"fieldId":"B"',
      '"fieldId":"C"',
      '"fieldId":"D"',
      '"fieldId":"E"',
      '"fieldId":"F"',
    ]);
  });
});
