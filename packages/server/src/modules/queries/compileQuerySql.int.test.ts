import { compileQuery, type QueryFilter, type Sorting } from '@tessera/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { runQuerySql } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import {
  differentialContext,
  nextProviderIds,
  pairedInstant,
  useSeededDatabase,
} from './differentialTestKit';

// Values of every kind the docs name, few enough that filters and sorts meet equal values often.
const scalar = fc.constantFrom<unknown>(
  null,
  0,
  12,
  -3.5,
  '12',
  ' 12 ',
  '1e1',
  '.5',
  'abc',
  'Ąb',
  'ąb',
  'Żółw',
  'zebra',
  '',
  '  ',
  true,
  false,
  '2024-05-01',
  '2024-04-30',
  '2024-02-30',
  '2024-05-01T08:00:00Z',
  '2024-05-01T00:30:00+02:00',
  '2024-04-30 23:30',
  '2024-05-01 12:00:00',
);
const value = fc.oneof({ weight: 6, arbitrary: scalar }, fc.array(scalar, { maxLength: 3 }));
const fieldNames = ['a', 'b'] as const;

// The foreign provider's records have fixed ids (ids are unique per provider); the relation
// field `rel` points at them by id, by `{ id }`, by lists of both, or at nothing.
const FOREIGN_PROVIDER = 'the-foreign-provider';
const foreignIds = [0, 1, 2, 3].map((index) => `00000000-0000-4000-a000-00000000000${index}`);
const reference = fc.oneof(
  fc.constantFrom(...foreignIds),
  fc.constantFrom(...foreignIds).map((id) => ({ id })),
  fc.constantFrom(
    foreignIds[0]!.toUpperCase(),
    '00000000-0000-4000-a000-000000000009',
    'abc',
    12,
    null,
    { id: null },
    {},
  ),
);
const relation = fc.oneof(
  { weight: 3, arbitrary: reference },
  fc.array(reference, { maxLength: 3 }),
);
const recordData = fc.record(
  { a: value, b: scalar, rel: relation },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;
const foreignData = fc.array(fc.record({ a: value }, { requiredKeys: [] }), {
  minLength: 0,
  maxLength: 4,
}) as fc.Arbitrary<Record<string, unknown>[]>;

const searchField = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...fieldNames)
      .map((fieldName) => ({ type: 'own_field' as const, fieldName })),
  },
  fc.constant({
    type: 'foreign_field' as const,
    relationFieldName: 'rel',
    foreignProviderId: FOREIGN_PROVIDER,
    foreignField: { type: 'own_field' as const, fieldName: 'a' },
  }),
);

const matchFilter: fc.Arbitrary<QueryFilter> = fc
  .record({
    field: searchField,
    matchKind: fc.constantFrom(
      'match',
      'not_equal',
      'only_empty',
      'not_empty',
      'greater_than',
      'greater_than_or_equal',
      'less_than',
      'less_than_or_equal',
    ),
    value: fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })),
  })
  .map(
    ({ field, matchKind, value }): QueryFilter => ({
      type: 'match_field',
      searchField: field,
      matchKind,
      ...(matchKind === 'only_empty' || matchKind === 'not_empty'
        ? {}
        : { value: { type: 'const', value } }),
    }),
  );
const betweenFilter: fc.Arbitrary<QueryFilter> = fc
  .record({ field: searchField, start: scalar, end: scalar })
  .map(({ field, start, end }) => ({
    type: 'match_field',
    searchField: field,
    matchKind: 'between',
    value: {
      type: 'range',
      start: { type: 'const', value: start },
      end: { type: 'const', value: end },
    },
  }));
const filter: fc.Arbitrary<QueryFilter> = fc.oneof(
  { weight: 4, arbitrary: matchFilter },
  betweenFilter,
  fc
    .record({
      type: fc.constantFrom('and' as const, 'or' as const),
      filters: fc.array(matchFilter, { minLength: 1, maxLength: 3 }),
    })
    .map((node) => node),
);
// Lists sort by their class only in SQL so far: sort by `b`, which never holds one.
const sorting: fc.Arbitrary<Sorting[]> = fc.array(
  fc.record({
    fieldAccess: fc.constantFrom({ path: ['b'] }, { path: ['$createdAt'] }),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  { maxLength: 2 },
);

describe.each(testDatabaseKinds)('queries in SQL on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('answers as the engine does: filters (foreign fields too), sorting, pages and totals over generated records', async () => {
    let selective = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordData, { maxLength: 12 }),
        foreignData,
        fc.option(filter, { nil: undefined }),
        sorting,
        fc.option(
          fc.record({
            page: fc.integer({ min: 1, max: 3 }),
            perPage: fc.integer({ min: 1, max: 4 }),
          }),
          { nil: undefined },
        ),
        fc.boolean(),
        async (data, foreign, queryFilter, sort, pagination, totals) => {
          const { db, clientId } = database();
          const { providerId, foreignProviderId } = nextProviderIds();
          const scope = mintTenantScope(clientId, 'tester');
          const definition = {
            type: 'general_query' as const,
            fromProviderId: providerId,
            ...(queryFilter === undefined
              ? {}
              : {
                  filter: JSON.parse(
                    JSON.stringify(queryFilter).replaceAll(FOREIGN_PROVIDER, foreignProviderId),
                  ) as QueryFilter,
                }),
            sorting: sort,
          };
          const request = { ...(pagination === undefined ? {} : { pagination }), totals };
          const [fromSql, records, foreignRecords] = await runScoped(
            db.kysely,
            { clientId },
            async (trx) => {
              await insertDataRecords(
                trx,
                scope,
                foreignProviderId,
                foreign.map((item, index) => ({ id: foreignIds[index]!, data: item })),
              );
              await insertDataRecords(
                trx,
                scope,
                providerId,
                data.map((item, index) => ({
                  data: item,
                  createdAt: pairedInstant(index),
                })),
              );
              return [
                await runQuerySql(
                  trx,
                  definition,
                  providerId,
                  { scope, context: differentialContext },
                  request,
                ),
                await listDataRecords(trx, scope, providerId),
                await listDataRecords(trx, scope, foreignProviderId),
              ] as const;
            },
          );
          const fromEngine = compileQuery(definition).run(
            {
              records,
              context: differentialContext,
              providers: (id) => (id === foreignProviderId ? foreignRecords : undefined),
            },
            request,
          );
          expect(fromSql).toEqual(fromEngine);
          if (
            fromEngine.type === 'general_query' &&
            fromEngine.records.length > 0 &&
            fromEngine.records.length < records.length
          ) {
            selective += 1;
          }
        },
      ),
      { numRuns: 80 },
    );
    // The property is only worth something when filters and pages keep some records, not all.
    expect(selective).toBeGreaterThan(10);
  }, 120_000);

  it('counts up to a cap when asked: a lower bound past it, the engine’s exact total below it', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const definition = {
      type: 'general_query' as const,
      fromProviderId: providerId,
      filter: {
        type: 'match_field' as const,
        searchField: { type: 'own_field' as const, fieldName: 'a' },
        matchKind: 'greater_than' as const,
        value: { type: 'const' as const, value: 4 },
      },
    };
    const run = { scope, context: differentialContext };
    const answers = await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(
        trx,
        scope,
        providerId,
        Array.from({ length: 30 }, (_, index) => ({
          data: { a: index },
          createdAt: pairedInstant(index),
        })),
      );
      const ask = (page: number, countCap: number) =>
        runQuerySql(trx, definition, providerId, run, {
          pagination: { page, perPage: 4 },
          totals: true,
          countCap,
        });
      const records = await listDataRecords(trx, scope, providerId);
      return {
        first: await ask(1, 10),
        far: await ask(6, 10),
        under: await ask(2, 100),
        engine: (page: number) =>
          compileQuery(definition).run(
            { records, context: differentialContext },
            { pagination: { page, perPage: 4 }, totals: true },
          ),
      };
    });
    // 25 records pass (5..29): past a cap of 10, page 1 knows of pages 1–3.
    const exact1 = answers.engine(1);
    expect(answers.first).toEqual({
      ...exact1,
      meta: { page: 1, perPage: 4, lastPage: 3, total: 10, totalCapped: true },
    });
    // Page 6 (the 21st to 24th passing record) has one after it: page 7 is known to exist.
    expect(answers.far).toEqual({
      ...answers.engine(6),
      meta: { page: 6, perPage: 4, lastPage: 7, total: 10, totalCapped: true },
    });
    expect(answers.under).toEqual(answers.engine(2));
  });
});
