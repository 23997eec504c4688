import {
  type ComparisonOperator,
  type ConditionDefinition,
  compileCondition,
  createEvaluationContext,
} from '@tessera/engine';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { compileConditionSql, HASHED_LIST_SIZE } from './compileConditionSql';
import { conditionDefinition, conditionRecordData } from './compileConditionSqlArbitraries';
import { SqlQueryUnsupportedError } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import { differentialContext, nextProviderIds, useSeededDatabase } from './differentialTestKit';

const fields = (fieldId: string) => sql`(r.data -> ${fieldId}::text)`;
/** Every field keyed: words compared on the field's key (what a field index holds). */
const keyed = () => true;

describe.each(testDatabaseKinds)('conditions in SQL on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('selects exactly the records the engine’s condition accepts: all 13 operators, paths, expressions, and/or', async () => {
    let selective = 0;
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(conditionRecordData, { minLength: 1, maxLength: 10 }),
        fc.array(conditionDefinition, { minLength: 1, maxLength: 6 }),
        async (data, conditions) => {
          const { db, clientId } = database();
          const { providerId } = nextProviderIds();
          const scope = mintTenantScope(clientId, 'tester');
          await runScoped(db.kysely, { clientId }, async (trx) => {
            await insertDataRecords(
              trx,
              scope,
              providerId,
              data.map((item) => ({ data: item })),
            );
            const records = await listDataRecords(trx, scope, providerId);
            for (const definition of conditions) {
              const holds = compileCondition(definition);
              const expected = records
                .filter((record) =>
                  holds(createEvaluationContext({ ...differentialContext, values: record.data })),
                )
                .map((record) => record.id)
                .sort();
              for (const onKeys of [false, true]) {
                const predicate = compileConditionSql(
                  definition,
                  fields,
                  differentialContext,
                  onKeys ? keyed : undefined,
                );
                const { rows } = await sql<{ id: string }>`select r.id from data_records r
                  where r.client_id = ${clientId} and r.provider_id = ${providerId} and ${predicate}
                  order by r.id`.execute(trx);
                expect(
                  rows.map((row) => row.id),
                  JSON.stringify({
                    onKeys,
                    definition,
                    data: records.map((record) => record.data),
                  }),
                ).toEqual(expected);
              }
              checked += 1;
              if (expected.length > 0 && expected.length < records.length) selective += 1;
            }
          });
        },
      ),
      { numRuns: 120 },
    );
    // Only worth something when conditions keep some records and not others (about 1 in 9 do).
    expect(selective / checked).toBeGreaterThan(0.07);
  }, 240_000);

  it('the predicate is never NULL: `not` of it selects exactly the rest', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const definition: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'a', path: ['p'] },
      operator: 'includes',
      rightValue: { type: 'const', value: '1' },
    };
    const counts = await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(
        trx,
        scope,
        providerId,
        [{ p: 12 }, { p: 'x' }, {}, { p: null }, 7, { p: [1] }].map((a) => ({ data: { a } })),
      );
      const predicate = compileConditionSql(definition, fields, differentialContext);
      const { rows } = await sql<{ yes: string; no: string }>`select
          count(*) filter (where ${predicate}) as yes, count(*) filter (where not ${predicate}) as no
        from data_records r where r.client_id = ${clientId} and r.provider_id = ${providerId}`.execute(
        trx,
      );
      return rows[0];
    });
    expect({ yes: Number(counts?.yes), no: Number(counts?.no) }).toEqual({ yes: 2, no: 4 });
  });

  it('numbers are searched as JavaScript writes them (`includes` "e+21", "0.0000001")', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const numbers = [1e21, 1e-7, 1.5e-7, 123.456, -0.5, 1e20, 100, 0];
    const texts = await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(
        trx,
        scope,
        providerId,
        numbers.map((a) => ({ data: { a } })),
      );
      const found: string[] = [];
      for (const part of ['e+21', 'e-7', '1.5', '0.5', '100000000000000000000', '00']) {
        const predicate = compileConditionSql(
          {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'a' },
            operator: 'includes',
            rightValue: { type: 'const', value: part },
          },
          fields,
          differentialContext,
        );
        const { rows } = await sql<{ a: number }>`select (r.data -> 'a')::float8 as a
          from data_records r where r.client_id = ${clientId} and r.provider_id = ${providerId}
          and ${predicate} order by 1`.execute(trx);
        found.push(`${part}: ${rows.map((row) => String(row.a)).join(' ')}`);
      }
      return found;
    });
    expect(texts).toEqual([
      'e+21: 1e+21',
      'e-7: 1e-7 1.5e-7',
      '1.5: 1.5e-7',
      '0.5: -0.5',
      '100000000000000000000: 100000000000000000000',
      '00: 100 100000000000000000000',
    ]);
  });

  it('`in_array`, `not_in_array`, `equal`, `not_equal` and `is_included_in` select what the engine does for lists of mixed types, with nulls, and empty; on keyed fields too, with their words in an `or` as one list', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const values: unknown[] = [
      'r00',
      'R00',
      ' r00',
      '12',
      12,
      12.5,
      '2024-01-01',
      true,
      false,
      null,
      '',
      ' ',
      ['r00'],
      { a: 1 },
      'zażółć',
      'say "hi" \\ {x,y}',
    ];
    const lists: unknown[] = [
      ['r00', 'r01'],
      ['r00', 12, true, null],
      [],
      [null],
      ['12', 'R00'],
      [12, '2024-01-01'],
      [false, ''],
      [['r00'], { a: 1 }, 'zażółć'],
      ['say "hi" \\ {x,y}', ' '],
      // From HASHED_LIST_SIZE words and booleans on, a hashed set.
      Array.from({ length: HASHED_LIST_SIZE + 1 }, (_, index) => `r0${index}`),
      [...Array.from({ length: HASHED_LIST_SIZE - 1 }, (_, index) => `x${index}`), true, 12, null],
      [...Array.from({ length: HASHED_LIST_SIZE }, (_, index) => `y${index}`), 'zażółć', ' '],
      'r00',
      12,
      null,
    ];
    const mismatches = await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(trx, scope, providerId, [
        ...values.map((a) => ({ data: { a } })),
        { data: {} },
      ]);
      const records = await listDataRecords(trx, scope, providerId);
      const found: string[] = [];
      const operators = [
        'in_array',
        'not_in_array',
        'equal',
        'not_equal',
        'is_included_in',
      ] as const;
      const compare = (
        operator: ComparisonOperator,
        value: unknown,
        fieldId = 'a',
      ): ConditionDefinition => ({
        type: 'compare_value',
        leftValueAccess: { fieldId },
        operator,
        rightValue: { type: 'const', value },
      });
      const definitions: ConditionDefinition[] = [
        ...operators.flatMap((operator) => lists.map((value) => compare(operator, value))),
        // Words of one field in an `or`, which a keyed field tests as one list.
        { type: 'or', conditions: [compare('in_array', ['r00', 'x']), compare('equal', ' r00')] },
        {
          type: 'or',
          conditions: [
            compare('equal', 'R00'),
            compare('in_array', 'zażółć'),
            compare('in_array', ['r00', 12]),
            compare('not_in_array', ['r00']),
            compare('equal', 'r00', 'b'),
          ],
        },
        {
          type: 'or',
          conditions: [
            compare('equal', 'r00'),
            { type: 'and', conditions: [compare('equal', 'R00'), compare('in_array', ['R00'])] },
            compare('in_array', []),
            compare('equal', 'say "hi" \\ {x,y}'),
          ],
        },
        // One test of a field's words each: left as they are.
        {
          type: 'or',
          conditions: [compare('in_array', ['r00', 'R00']), compare('equal', 'x', 'b')],
        },
      ];
      for (const [definition, onKeys] of definitions.flatMap((definition) =>
        [false, true].map((onKeys) => [definition, onKeys] as const),
      )) {
        const holds = compileCondition(definition);
        const expected = records
          .filter((record) =>
            holds(createEvaluationContext({ ...differentialContext, values: record.data })),
          )
          .map((record) => JSON.stringify(record.data.a === undefined ? 'missing' : record.data.a))
          .sort();
        const predicate = compileConditionSql(
          definition,
          fields,
          differentialContext,
          onKeys ? keyed : undefined,
        );
        const { rows } = await sql<{
          a: unknown;
        }>`select coalesce(r.data -> 'a', '"missing"') as a
          from data_records r where r.client_id = ${clientId} and r.provider_id = ${providerId}
          and ${predicate}`.execute(trx);
        const actual = rows.map((row) => JSON.stringify(row.a)).sort();
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          found.push(
            `${JSON.stringify(definition)}${onKeys ? ' keyed' : ''}: SQL ${actual} engine ${expected}`,
          );
        }
      }
      return found;
    });
    expect(mismatches).toEqual([]);
  });

  it('a right value from another field is reported as not compiled, not compiled wrongly', () => {
    expect(() =>
      compileConditionSql(
        {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'a' },
          operator: 'equal',
          rightValue: { type: 'another_field', valueAccess: { fieldId: 'b' } },
        },
        fields,
        differentialContext,
      ),
    ).toThrow(SqlQueryUnsupportedError);
  });
});
