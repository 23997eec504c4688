import {
  compilePipeline,
  compileQuery,
  type GeneralQuery,
  type PipelineDefinition,
} from '@tessera/engine';
import { describe, expect, it, vi } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { mintTenantScope } from '../access/tenantScope';
import { createClient } from '../clients/createClient';
import { runPipelineSql } from './compilePipelineSql';
import { runQuerySql, type SqlQueryRequest } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import { differentialContext, pairedInstant, useSeededDatabase } from './differentialTestKit';
import { createFieldIndexer } from './fieldIndexer';

// Statements read records through `tenant_data_records` (migration 0010), where the tenant is the
// view's condition rather than a policy's barrier. These cases hold that a tenant's statements
// never see another tenant's records, on the same provider and foreign provider ids, with the
// field indexes in place: whatever the filters, sorts, relations and lookups ask, and even when
// the statement itself names the other tenant.

const providerId = '00000000-0000-4000-8000-0000000a11ce';
const foreignProviderId = '00000000-0000-4000-9000-0000000a11ce';
/** Foreign records: the same ids in both tenants (ids are unique per tenant only). */
const foreignIds = ['00000000-0000-4000-a000-00000000f001', '00000000-0000-4000-a000-00000000f002'];

/** A tenant's records; the other tenant's are built to pass every filter below. */
function recordsOf(tenant: 'mine' | 'theirs') {
  return Array.from({ length: 40 }, (_, index) => ({
    data: {
      owner: tenant,
      amount: tenant === 'theirs' ? 10_000 + index : index * 10,
      status: tenant === 'theirs' || index % 2 === 0 ? 'open' : 'closed',
      flag: tenant === 'theirs' || index % 3 === 0,
      rel: foreignIds[index % 2],
    },
    createdAt: pairedInstant(index),
  }));
}

const query = (filter: GeneralQuery['filter']): GeneralQuery => ({
  type: 'general_query',
  fromProviderId: providerId,
  ...(filter === undefined ? {} : { filter }),
});
const match = (fieldName: string, matchKind: 'match' | 'greater_than', value: unknown) => ({
  type: 'match_field' as const,
  searchField: { type: 'own_field' as const, fieldName },
  matchKind,
  value: { type: 'const' as const, value: value as string },
});

const cases: readonly [string, GeneralQuery, SqlQueryRequest][] = [
  ['no filter, all pages', query(undefined), { totals: true }],
  [
    'a number filter the index answers, sorted by it, a page and the count',
    query(match('amount', 'greater_than', 100)),
    {
      sort: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
      pagination: { page: 1, perPage: 5 },
      totals: true,
    },
  ],
  [
    'a word, a boolean and a number together',
    query({
      type: 'and',
      filters: [
        match('status', 'match', 'open'),
        match('flag', 'match', true),
        match('amount', 'greater_than', -1),
      ],
    }),
    { totals: true },
  ],
  [
    'a foreign field through the relation',
    query({
      type: 'match_field',
      searchField: {
        type: 'foreign_field',
        relationFieldName: 'rel',
        foreignProviderId,
        foreignField: { type: 'own_field', fieldName: 'label' },
      },
      matchKind: 'match',
      value: { type: 'const', value: 'theirs' },
    }),
    { totals: true },
  ],
];

describe.each(testDatabaseKinds)('tenant reads on %s', (kind) => {
  const database = useSeededDatabase(kind);

  async function twoTenants() {
    const { db, clientId: mine } = database();
    const theirs = await createClient(db.kysely, testClientSeed(`tenant-reads-${kind}`));
    for (const [clientId, tenant] of [
      [mine, 'mine'],
      [theirs, 'theirs'],
    ] as const) {
      const scope = mintTenantScope(clientId, 'tester');
      await runScoped(db.kysely, { clientId }, async (trx) => {
        await insertDataRecords(trx, scope, providerId, recordsOf(tenant));
        await insertDataRecords(
          trx,
          scope,
          foreignProviderId,
          foreignIds.map((id) => ({ id, data: { label: tenant } })),
        );
      });
    }
    const warn = vi.fn();
    const indexer = createFieldIndexer(db, { warn });
    indexer.ensure(['amount', 'status', 'flag'].map((fieldName) => ({ providerId, fieldName })));
    await indexer.settled();
    expect(warn).not.toHaveBeenCalled();
    return { db, mine, theirs };
  }

  it.each(cases)(
    "shows a tenant's query only its own records: %s",
    async (_name, definition, request) => {
      const { db, mine } = await tenants();
      const scope = mintTenantScope(mine, 'tester');
      const [fromSql, records, foreign] = await runScoped(
        db.kysely,
        { clientId: mine },
        async (trx) => [
          await runQuerySql(
            trx,
            definition,
            providerId,
            { scope, context: differentialContext },
            request,
          ),
          await listDataRecords(trx, scope, providerId),
          await listDataRecords(trx, scope, foreignProviderId),
        ],
      );
      expect(records.every((record) => record.data.owner === 'mine')).toBe(true);
      const fromEngine = compileQuery(definition).run(
        {
          records,
          context: differentialContext,
          providers: (id) => (id === foreignProviderId ? foreign : undefined),
        },
        request,
      );
      expect(fromSql).toEqual(fromEngine);
      if (fromSql.type === 'general_query') {
        expect(fromSql.records.filter((record) => record.data.owner !== 'mine')).toEqual([]);
      }
    },
  );

  it("gives nothing to a statement built for another tenant but run in this tenant's transaction", async () => {
    const { db, mine, theirs } = await tenants();
    const foreignScope = mintTenantScope(theirs, 'tester');
    for (const [, definition, request] of cases) {
      const answer = await runScoped(db.kysely, { clientId: mine }, (trx) =>
        runQuerySql(
          trx,
          definition,
          providerId,
          { scope: foreignScope, context: differentialContext },
          request,
        ),
      );
      expect(answer).toMatchObject({ type: 'general_query', records: [] });
    }
  });

  it('keeps lookups of a pipeline inside the tenant', async () => {
    const { db, mine } = await tenants();
    const scope = mintTenantScope(mine, 'tester');
    const definition: PipelineDefinition = {
      fromProviderId: providerId,
      stages: [
        { type: 'match', filter: match('amount', 'greater_than', 100) },
        {
          type: 'lookup',
          fromProviderId: foreignProviderId,
          asPropertyName: 'found',
          conditions: [{ localField: { path: ['rel'] }, foreignField: { path: ['$id'] } }],
        },
      ],
    };
    const [fromSql, records, foreign] = await runScoped(
      db.kysely,
      { clientId: mine },
      async (trx) => [
        await runPipelineSql(trx, definition, { scope, context: differentialContext }),
        await listDataRecords(trx, scope, providerId),
        await listDataRecords(trx, scope, foreignProviderId),
      ],
    );
    const fromEngine = compilePipeline(definition).run({
      records,
      context: differentialContext,
      providers: (id) => (id === foreignProviderId ? foreign : undefined),
    });
    expect(fromSql).toEqual(fromEngine);
    expect(fromSql.length).toBeGreaterThan(0);
    expect(JSON.stringify(fromSql)).not.toContain('theirs');
  });

  let opened: ReturnType<typeof twoTenants> | undefined;
  /** Both tenants' records and the field indexes, made once for the file. */
  function tenants() {
    opened ??= twoTenants();
    return opened;
  }
});
