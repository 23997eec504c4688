import {
  compileQuery,
  DefinitionError,
  encodeQueryCursor,
  type QueryFilter,
  type QueryRequest,
  type QueryResult,
  type Sorting,
} from '@tessera/engine';
import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { compileQuerySql, runQuerySql } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import {
  differentialContext,
  FOREIGN_PROVIDER,
  nextProviderIds,
  pairedInstant,
  pairedRecords,
  useSeededDatabase,
  withForeignProvider,
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
  // Numeric text beyond a double: a number for the engine (±Infinity, 0), never an error.
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  'abc',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
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

// Pages walked by cursor: mixed directions over `b` (every scalar kind, missing and null), the
// creation instant (in equal pairs) and the id.
const walkSorting: fc.Arbitrary<Sorting[]> = fc.array(
  fc.record({
    fieldAccess: fc.constantFrom({ path: ['b'] }, { path: ['$createdAt'] }, { path: ['$id'] }),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  { maxLength: 3 },
);

function nextOf(
  result: QueryResult | { type: string; meta?: { next?: string } },
): string | undefined {
  return 'meta' in result ? result.meta?.next : undefined;
}

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
                  filter: withForeignProvider(queryFilter, foreignProviderId),
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
              await insertDataRecords(trx, scope, providerId, pairedRecords(data));
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

  it('walks every page by cursor to the unpaged sorted result, as the engine walks it, page for page', async () => {
    let walks = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordData, { minLength: 4, maxLength: 12 }),
        fc.option(filter, { nil: undefined, freq: 2 }),
        walkSorting,
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async (data, queryFilter, sort, perPage, totals) => {
          const { db, clientId } = database();
          const { providerId, foreignProviderId } = nextProviderIds();
          const scope = mintTenantScope(clientId, 'tester');
          const definition = {
            type: 'general_query' as const,
            fromProviderId: providerId,
            ...(queryFilter === undefined
              ? {}
              : {
                  filter: withForeignProvider(queryFilter, foreignProviderId),
                }),
          };
          const run = { scope, context: differentialContext };
          const [walked, records] = await runScoped(db.kysely, { clientId }, async (trx) => {
            await insertDataRecords(trx, scope, providerId, pairedRecords(data));
            const ask = (request: QueryRequest) =>
              runQuerySql(trx, definition, providerId, run, { sort, totals, ...request });
            const pages = [
              {
                number: await ask({ pagination: { page: 1, perPage } }),
                cursor: await ask({ pagination: { page: 1, perPage } }),
                after: undefined as string | undefined,
              },
            ];
            for (let next = nextOf(pages[0]!.cursor); next !== undefined; ) {
              const cursor = await ask({ pagination: { perPage, after: next } });
              const number = await ask({ pagination: { page: pages.length + 1, perPage } });
              pages.push({ number, cursor, after: next });
              next = nextOf(cursor);
              if (pages.length > data.length + 1) throw new Error('the cursors never end');
            }
            return [
              { pages, whole: await ask({}) },
              await listDataRecords(trx, scope, providerId),
            ] as const;
          });
          const engine = compileQuery(definition);
          const inMemory = (request: QueryRequest) =>
            engine.run(
              { records, context: differentialContext, providers: () => [] },
              { sort, totals, ...request },
            );
          const ids = (result: QueryResult) =>
            result.type === 'general_query' ? result.records.map((record) => record.id) : [];
          // Page by cursor = page by number, in SQL and in the engine, which reads SQL's cursors.
          for (const page of walked.pages) {
            expect(page.cursor).toEqual(page.number);
            const pagination =
              page.after === undefined ? { page: 1, perPage } : { perPage, after: page.after };
            expect(page.cursor).toEqual(inMemory({ pagination }));
          }
          expect(walked.pages.flatMap((page) => ids(page.cursor as QueryResult))).toEqual(
            ids(walked.whole as QueryResult),
          );
          expect(walked.whole).toEqual(inMemory({}));
          if (walked.pages.length > 2) walks += 1;
        },
      ),
      { numRuns: 40 },
    );
    // Worth something only when many runs walk past a second page.
    expect(walks).toBeGreaterThan(8);
  }, 180_000);

  it('refuses a malformed cursor, or one made for another sort, at pagination.after — never a crash', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const sorting: Sorting[] = [{ fieldAccess: { path: ['b'] }, direction: 'desc' }];
    const definition = { type: 'general_query' as const, fromProviderId: providerId, sorting };
    const made = (keys: unknown[], id = '00000000-0000-4000-a000-000000000001', sort = sorting) =>
      encodeQueryCursor(
        { providerId, sorting: sort, timeZone: differentialContext.host.timeZone },
        { page: 2, keys, createdAt: '2024-01-01T00:00:00.000Z', id },
      );
    const malformed = 'is not a cursor this query gave: start again from the first page';
    const foreign =
      'was made for another provider, sort or time zone: start again from the first page';
    const cases: [string, string][] = [
      ['garbage', malformed],
      [made([12], 'r1'), malformed],
      [made(['\u0000']), malformed],
      [made(['a\ud800b']), malformed],
      [made([{ 'x\u0000': 1 }]), malformed],
      [
        made([12], undefined, [{ fieldAccess: { path: ['b'] }, direction: 'asc' as const }]),
        foreign,
      ],
    ];
    const answers = await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(trx, scope, providerId, [
        { data: { b: 1 } },
        { data: { b: '1e-300' } },
      ]);
      const outcomes: unknown[] = [];
      for (const [after] of cases) {
        outcomes.push(
          await runQuerySql(
            trx,
            definition,
            providerId,
            { scope, context: differentialContext },
            {
              pagination: { perPage: 1, after },
            },
          ).catch((error: unknown) => error),
        );
      }
      // Numeric text at the edge of a double and beyond it is read (as ±Infinity or 0), not refused.
      for (const key of ['1e-300', '1e400', ' -1e-400 ']) {
        outcomes.push(
          await runQuerySql(
            trx,
            definition,
            providerId,
            { scope, context: differentialContext },
            { pagination: { perPage: 1, after: made([key]) } },
          ),
        );
      }
      return outcomes;
    });
    cases.forEach(([, message], index) => {
      expect(answers[index]).toEqual(
        new DefinitionError([{ path: 'pagination.after', message }], 'query request'),
      );
    });
    // Descending: after 1e-300 of an older record the record holding 1e-300, after Infinity 1,
    // after 0 nothing.
    expect(answers.slice(-3).map((answer) => (answer as { records: unknown[] }).records)).toEqual([
      [expect.objectContaining({ data: { b: '1e-300' } })],
      [expect.objectContaining({ data: { b: 1 } })],
      [],
    ]);
  });

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
      meta: {
        page: 1,
        perPage: 4,
        lastPage: 3,
        total: 10,
        totalCapped: true,
        next: nextOf(exact1),
      },
    });
    // Page 6 (the 21st to 24th passing record) has one after it: page 7 is known to exist.
    const exact6 = answers.engine(6);
    expect(answers.far).toEqual({
      ...exact6,
      meta: {
        page: 6,
        perPage: 4,
        lastPage: 7,
        total: 10,
        totalCapped: true,
        next: nextOf(exact6),
      },
    });
    expect(answers.under).toEqual(answers.engine(2));
  });

  it('tests a list’s items as the value itself against one word, number or boolean: nested lists, mixed kinds, nulls', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const values: unknown[] = [
      'open',
      ['open'],
      [['open']],
      ['closed', 'open'],
      [' open', 'Open'],
      12,
      [12],
      [[12]],
      ['12', 'abc'],
      [' 12 ', null],
      ['1e400'],
      [true],
      [[true]],
      ['true', 1],
      [null, ''],
      [],
      null,
      [{ a: 12 }, 'x'],
    ];
    const filters: QueryFilter[] = [
      ['match', 'open'],
      ['not_equal', 'open'],
      ['match', 12],
      ['not_equal', 12],
      ['greater_than', 4],
      ['less_than_or_equal', 12],
      ['match', true],
      ['not_equal', true],
    ].map(([matchKind, value]) => ({
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'a' },
      matchKind: matchKind as 'match',
      value: { type: 'const', value },
    }));
    filters.push({
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'a' },
      matchKind: 'between',
      value: {
        type: 'range',
        start: { type: 'const', value: 10 },
        end: { type: 'const', value: 1e300 },
      },
    });
    const requests: QueryRequest[] = [
      { totals: true },
      { pagination: { page: 1, perPage: 3 }, totals: true },
      { pagination: { page: 2, perPage: 3 }, totals: true },
    ];
    const run = { scope, context: differentialContext };
    await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(trx, scope, providerId, pairedRecords(values.map((a) => ({ a }))));
      const records = await listDataRecords(trx, scope, providerId);
      for (const filter of filters) {
        const definition = { type: 'general_query' as const, fromProviderId: providerId, filter };
        for (const request of requests) {
          const fromSql = await runQuerySql(trx, definition, providerId, run, request);
          const fromEngine = compileQuery(definition).run(
            { records, context: differentialContext },
            request,
          );
          expect({ filter, request, result: fromSql }).toEqual({
            filter,
            request,
            result: fromEngine,
          });
        }
      }
    });
  });
  it('counts the records of a query with no condition on their values from the active records’ count index alone', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const definition = { type: 'general_query' as const, fromProviderId: providerId };
    const run = { scope, context: differentialContext };
    // Enough records for the indexes' sizes to differ: the count index holds them in a few
    // deduplicated entries, the creation-order index one entry each.
    const recordCount = 2_000;
    await runScoped(db.kysely, { clientId }, (trx) =>
      insertDataRecords(
        trx,
        scope,
        providerId,
        pairedRecords(Array.from({ length: recordCount }, (_, index) => ({ a: index }))),
      ),
    );
    await sql`analyze data_records`.execute(db.kysely);
    await runScoped(db.kysely, { clientId }, async (trx) => {
      // Only the indexes decide, not the size of the table.
      await sql`select set_config('enable_seqscan', 'off', true),
        set_config('enable_bitmapscan', 'off', true)`.execute(trx);
      for (const countCap of [undefined, 2]) {
        const request = { pagination: { page: 1, perPage: 1 }, totals: true, countCap };
        const { count } = compileQuerySql(definition, providerId, run, request);
        const { sql: text, parameters } = count!.compile(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${text}`, [...parameters]),
        );
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        // No order asked for: the count index holds the rows in the order they were written.
        expect(text).not.toContain('order by');
        // (The index of the provider's partition, or of the default partition: `_count_idx`, or
        // named after its columns where PostgreSQL made it for a partition.)
        expect(plan).toMatch(
          /Index Only Scan using data_records_\w*(active_count|client_id_provider_id)_idx/,
        );
        expect(plan).not.toContain('Sort');
        // A filter keeps its own way to the records (a field index's bitmap, say): no order.
        const filtered = compileQuerySql(
          {
            ...definition,
            filter: {
              type: 'match_field',
              searchField: { type: 'own_field', fieldName: 'a' },
              matchKind: 'greater_than',
              value: { type: 'const', value: 1 },
            },
          },
          providerId,
          run,
          request,
        );
        expect(filtered.count!.compile(trx).sql).not.toContain('order by r.created_at');
        const result = await runQuerySql(trx, definition, providerId, run, request);
        expect(result.type === 'general_query' && result.meta?.total).toBe(countCap ?? recordCount);
      }
    });
  });
});
