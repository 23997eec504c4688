import {
  compilePipeline,
  compileQuery,
  createProviderRecordsReader,
  type DataProvider,
  DefinitionError,
  type GeneralQuery,
  type PipelineDefinition,
  type ProviderField,
  type QueryFilter,
  type QueryRecord,
  type Sorting,
} from '@tessera/engine';
import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope, type TenantScope } from '../access/tenantScope';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { runPipelineSql } from './compilePipelineSql';
import { runQuerySql, type SqlRecordFilter } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import { differentialContext, pairedRecords, useSeededDatabase } from './differentialTestKit';
import { loadProviderSources } from './providerSources';

// Query-sourced, aggregating and pipeline providers read in SQL (derived tables) against the
// engine's createProviderRecordsReader: the same records, ids and order, for queries over them and
// pipelines that look them up — with and without record access on their source.

const valueField = (id: string, type: 'text' | 'number' = 'text'): ProviderField => ({
  id: `f-${id}`,
  dbFieldName: id,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});
const sourced = (dbFieldName: string, path: readonly string[]): ProviderField => ({
  id: `s-${dbFieldName}`,
  dbFieldName,
  status: 'active',
  type: 'query_sourced_field',
  sourceFieldAccess: { path },
  fieldValue: { type: 'text' },
});
const grouping = (dbFieldName: string, groupByFieldId: string): ProviderField => ({
  id: `g-${dbFieldName}`,
  dbFieldName,
  status: 'active',
  type: 'grouping_field',
  groupByFieldId,
  fieldValue: { type: 'text' },
});
const aggregating = (
  dbFieldName: string,
  aggregation: Extract<ProviderField, { type: 'aggregating_field' }>['aggregation'],
): ProviderField => ({
  id: `a-${dbFieldName}`,
  dbFieldName,
  status: 'active',
  type: 'aggregating_field',
  aggregation,
  fieldValue: { type: 'number' },
});
const paid = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'f-paid' },
  operator: 'equal',
  rightValue: { type: 'const', value: 'yes' },
} as const;

type ProviderBody = Pick<DataProvider, 'type' | 'config'>;

const ordersBody: ProviderBody = {
  type: 'manual',
  config: {
    fields: [
      valueField('region'),
      valueField('paid'),
      valueField('note'),
      valueField('amount', 'number'),
    ],
  },
};

/** The virtual providers of one case, by name, over the stored `orders` (ids filled in later). */
function virtualBodies(sourceFilter: QueryFilter | undefined): Record<string, ProviderBody> {
  return {
    chosen: {
      type: 'query_sourced',
      config: {
        query: {
          type: 'general_query',
          fromProviderId: '{orders}',
          ...(sourceFilter === undefined ? {} : { filter: sourceFilter }),
        },
        fields: [
          sourced('area', ['region']),
          sourced('value', ['amount']),
          sourced('ref', ['$id']),
        ],
      },
    },
    byRegion: {
      type: 'aggregating',
      config: {
        sourceProviderId: '{orders}',
        fields: [
          grouping('area', 'f-region'),
          aggregating('orders', { method: 'count' }),
          aggregating('paidOrders', { method: 'count', condition: paid }),
          aggregating('total', { method: 'sum', aggregateFieldId: 'f-amount' }),
          aggregating('mean', { method: 'average', aggregateFieldId: 'f-amount' }),
          aggregating('largest', { method: 'max', aggregateFieldId: 'f-amount' }),
          aggregating('paidSmallest', {
            method: 'min',
            aggregateFieldId: 'f-amount',
            condition: paid,
          }),
        ],
      },
    },
    // A virtual provider over a virtual one.
    chosenByArea: {
      type: 'aggregating',
      config: {
        sourceProviderId: '{chosen}',
        fields: [
          grouping('area', 's-area'),
          aggregating('count', { method: 'count' }),
          aggregating('sum', { method: 'sum', aggregateFieldId: 's-value' }),
        ],
      },
    },
    notes: {
      type: 'pipeline_query',
      config: {
        pipeline: {
          fromProviderId: '{orders}',
          stages: [
            {
              type: 'group',
              groupBy: [
                { propertyName: 'note', expression: { type: 'fieldPath', path: ['note'] } },
              ],
              aggregations: [{ propertyName: 'n', method: 'count' }],
            },
            { type: 'sort', sorting: [{ fieldAccess: { path: ['n'] }, direction: 'desc' }] },
          ],
        },
        fields: [sourced('note', ['note']), sourced('n', ['n'])],
      },
    },
  };
}

const scalar = fc.constantFrom<unknown>(null, 0, 12, -3.5, 0.1, '12', ' 7', 'abc', '', true);
const orderData = fc.record(
  {
    region: fc.constantFrom<unknown>('north', 'south', 'east', null, ''),
    amount: scalar,
    paid: fc.constantFrom<unknown>('yes', 'no', null),
    note: fc.constantFrom<unknown>('a', 'b', null),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;
const sourceFilter = fc.option(
  fc.record({ matchKind: fc.constantFrom('match', 'not_equal', 'not_empty'), value: scalar }).map(
    ({ matchKind, value }): QueryFilter => ({
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'amount' },
      matchKind,
      ...(matchKind === 'not_empty' ? {} : { value: { type: 'const', value } }),
    }),
  ),
  { nil: undefined },
);
/** A query over one of the virtual providers: a field filter, a sort and a page. */
const fieldsOf: Record<string, readonly string[]> = {
  chosen: ['area', 'value', 'ref', '$id', '$createdAt'],
  byRegion: ['area', 'orders', 'paidOrders', 'total', 'mean', 'largest', 'paidSmallest', '$id'],
  chosenByArea: ['area', 'count', 'sum'],
  notes: ['note', 'n'],
};
const readCase = fc.constantFrom(...Object.keys(fieldsOf)).chain((provider) =>
  fc.record({
    provider: fc.constant(provider),
    field: fc.constantFrom(...fieldsOf[provider]!),
    filterKind: fc.constantFrom(undefined, 'not_empty' as const, 'greater_than' as const),
    direction: fc.constantFrom(undefined, 'asc' as const, 'desc' as const),
    page: fc.constantFrom(1, 1, 2),
    perPage: fc.integer({ min: 1, max: 4 }),
    onlyPaid: fc.boolean(),
  }),
);
type ReadCase = typeof readCase extends fc.Arbitrary<infer T> ? T : never;

/** Stores the providers of a case in the live version; their ids by name. */
async function storeProviders(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  bodies: Record<string, ProviderBody>,
): Promise<{ versionId: string; ids: Record<string, string>; providers: DataProvider[] }> {
  const version = await trx
    .selectFrom('application_versions')
    .select('id')
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  const repository = createDefinitionRepository(trx, scope, version.id, 'dataProvider');
  const ids: Record<string, string> = {};
  const providers: DataProvider[] = [];
  for (const [name, body] of Object.entries(bodies)) {
    const named = JSON.parse(
      JSON.stringify(body).replace(/\{(\w+)\}/g, (_, ref: string) => ids[ref] ?? ref),
    ) as ProviderBody;
    const row = await repository.put({ name, body: named });
    ids[name] = row.id;
    providers.push({ ...named, id: row.id, name, status: 'active' } as DataProvider);
  }
  return { versionId: version.id, ids, providers };
}

describe.each(testDatabaseKinds)('virtual providers in SQL on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('answers as the engine does: queries over query-sourced, aggregating (also over a virtual provider) and pipeline providers, and lookups into them', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderData, { minLength: 2, maxLength: 10 }),
        sourceFilter,
        readCase,
        async (data, filter, read) => {
          const { db, clientId } = database();
          const scope = mintTenantScope(clientId, 'tester');
          const onlyPaidSql: SqlRecordFilter = (record, providerId) =>
            providerId === ids.orders ? sql<boolean>`${record}.data ->> 'paid' = 'yes'` : sql`true`;
          let ids: Record<string, string> = {};
          const { fromSql, records, providers, lookedUp } = await runScoped(
            db.kysely,
            { clientId },
            async (trx) => {
              const stored = await storeProviders(trx, scope, {
                orders: ordersBody,
                ...virtualBodies(filter),
              });
              ids = stored.ids;
              await insertDataRecords(trx, scope, ids.orders!, pairedRecords(data));
              const providerId = ids[read.provider]!;
              const sources = await loadProviderSources(trx, scope, stored.versionId, [
                providerId,
                ...compilePipeline(lookupPipeline(ids)).dependencies.providers,
              ]);
              const run = {
                scope,
                context: differentialContext,
                tables: sources.tables,
                ...(read.onlyPaid ? { recordFilter: onlyPaidSql } : {}),
              };
              return {
                fromSql: await runQuerySql(trx, queryOf(providerId, read), providerId, run, {
                  pagination: { page: read.page, perPage: read.perPage },
                  totals: true,
                }),
                lookedUp: await runPipelineSql(trx, lookupPipeline(ids), run),
                records: await listDataRecords(trx, scope, ids.orders!),
                providers: stored.providers,
              };
            },
          );
          const recordFilter = read.onlyPaid
            ? (record: QueryRecord, providerId: string) =>
                providerId !== ids.orders || record.data.paid === 'yes'
            : undefined;
          const reader = createProviderRecordsReader({
            stored: (providerId) => (providerId === ids.orders ? records : undefined),
            providerOf: (providerId) => providers.find((provider) => provider.id === providerId),
            context: differentialContext,
            ...(recordFilter === undefined ? {} : { recordFilter }),
          });
          const providerId = ids[read.provider]!;
          const input = {
            records: reader(providerId) ?? [],
            providers: reader,
            context: differentialContext,
            ...(recordFilter === undefined ? {} : { recordFilter }),
          };
          expect(fromSql).toEqual(
            compileQuery(queryOf(providerId, read)).run(input, {
              pagination: { page: read.page, perPage: read.perPage },
              totals: true,
            }),
          );
          expect(lookedUp).toEqual(
            compilePipeline(lookupPipeline(ids)).run({
              ...input,
              records: reader(ids.orders!) ?? [],
            }),
          );
          if (fromSql.type === 'general_query' && fromSql.records.length > 0) nonEmpty += 1;
        },
      ),
      { numRuns: 50 },
    );
    // Most cases must compare rows, for the property to be worth anything.
    expect(nonEmpty).toBeGreaterThan(10);
  }, 120_000);

  it('refuses virtual providers that read each other in a cycle, or a source that is not there', async () => {
    const { db, clientId } = database();
    const scope = mintTenantScope(clientId, 'tester');
    await runScoped(db.kysely, { clientId }, async (trx) => {
      await sql`savepoint cycle`.execute(trx);
      const readsFrom = (fromProviderId: string): ProviderBody => ({
        type: 'query_sourced',
        config: {
          query: { type: 'general_query', fromProviderId },
          fields: [sourced('x', ['x'])],
        },
      });
      const { versionId, ids } = await storeProviders(trx, scope, {
        orders: ordersBody,
        first: readsFrom('{orders}'),
        second: readsFrom('{first}'),
      });
      // `first` now reads `second`, which reads `first`.
      await createDefinitionRepository(trx, scope, versionId, 'dataProvider').put({
        id: ids.first!,
        name: 'first',
        body: readsFrom(ids.second!),
      });
      const sources = await loadProviderSources(trx, scope, versionId, [ids.first!]);
      const query: GeneralQuery = { type: 'general_query', fromProviderId: ids.first! };
      await expect(
        runQuerySql(trx, query, ids.first!, {
          scope,
          context: differentialContext,
          tables: sources.tables,
        }),
      ).rejects.toThrow(/virtual providers read each other in a cycle: .* → .* → /);

      const orphan = await createDefinitionRepository(trx, scope, versionId, 'dataProvider').put({
        name: 'orphan',
        body: {
          type: 'aggregating',
          config: { sourceProviderId: '00000000-0000-4000-8000-00000000beef', fields: [] },
        },
      });
      const refused = loadProviderSources(trx, scope, versionId, [orphan.id]);
      await expect(refused).rejects.toBeInstanceOf(DefinitionError);
      await expect(refused).rejects.toThrow(
        'config.sourceProviderId: unknown data provider "00000000-0000-4000-8000-00000000beef"',
      );
      await sql`rollback to savepoint cycle`.execute(trx);
    });
  });
});

/** The case's query over the provider: an optional filter and sort on one field. */
function queryOf(providerId: string, read: ReadCase): GeneralQuery {
  const filter: QueryFilter | undefined =
    read.filterKind === undefined
      ? undefined
      : {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: read.field },
          matchKind: read.filterKind,
          ...(read.filterKind === 'not_empty' ? {} : { value: { type: 'const', value: 1 } }),
        };
  const sorting: Sorting[] =
    read.direction === undefined
      ? []
      : [{ fieldAccess: { path: [read.field] }, direction: read.direction }];
  return {
    type: 'general_query',
    fromProviderId: providerId,
    ...(filter === undefined ? {} : { filter }),
    ...(sorting.length === 0 ? {} : { sorting }),
  };
}

/** Orders looking up their region's aggregate (a numbered virtual record) and unwinding it. */
function lookupPipeline(ids: Record<string, string>): PipelineDefinition {
  return {
    fromProviderId: ids.orders!,
    stages: [
      {
        type: 'lookup',
        fromProviderId: ids.byRegion!,
        asPropertyName: 'region',
        conditions: [{ localField: { path: ['region'] }, foreignField: { path: ['area'] } }],
      },
      { type: 'unwind', path: ['region'], keepEmpty: true },
      { type: 'sort', sorting: [{ fieldAccess: { path: ['amount'] }, direction: 'asc' }] },
    ],
  };
}
