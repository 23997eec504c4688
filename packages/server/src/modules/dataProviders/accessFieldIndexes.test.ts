import type { ConditionDefinition, DataProvider, ProviderRoleAccess } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { accessFieldIndexes } from './accessFieldIndexes';

const providerId = '00000000-0000-4000-8000-000000000001';

function providerOf(
  access: readonly ProviderRoleAccess[],
  type: DataProvider['type'] = 'manual',
): DataProvider {
  const field = (id: string, status: 'active' | 'deleted' = 'active') => ({
    id,
    dbFieldName: `col_${id}`,
    status,
    type: 'value_field' as const,
    fieldValue: { type: 'text' as const },
  });
  return {
    id: providerId,
    name: 'Zamówienia',
    status: 'active',
    type,
    config: { fields: [field('region'), field('owner'), field('rows'), field('old', 'deleted')] },
    access,
  } as DataProvider;
}

const compare = (fieldId: string, operator: string, path?: string[]): ConditionDefinition =>
  ({
    type: 'compare_value',
    leftValueAccess: path === undefined ? { fieldId } : { fieldId, path },
    operator,
    rightValue: { type: 'const', value: ['r01'] },
  }) as ConditionDefinition;

const matching = (condition: ConditionDefinition): ProviderRoleAccess => ({
  roleIds: ['r1'],
  columns: { type: 'all' },
  records: { type: 'matching', condition },
});

describe('accessFieldIndexes', () => {
  it('indexes each field whose whole value a role compares by words, once, under its record property', () => {
    const provider = providerOf([
      matching({
        type: 'or',
        conditions: [
          compare('region', 'in_array'),
          { type: 'and', conditions: [compare('owner', 'equal'), compare('region', 'not_equal')] },
        ],
      }),
      matching(compare('region', 'is_included_in')),
      matching(compare('owner', 'not_in_array')),
    ]);
    expect(accessFieldIndexes(provider)).toEqual([
      { providerId, fieldName: 'col_region' },
      { providerId, fieldName: 'col_owner' },
    ]);
  });

  it('leaves out orderings, emptiness, paths into a value, deleted and unknown fields, and roles seeing every record', () => {
    const provider = providerOf([
      matching(compare('region', 'less_than')),
      matching(compare('region', 'includes')),
      matching({ type: 'is_empty', valueAccess: { fieldId: 'owner' } }),
      matching(compare('rows', 'in_array', ['name'])),
      matching(compare('old', 'in_array')),
      matching(compare('nothing', 'in_array')),
      { roleIds: ['r2'], columns: { type: 'all' }, records: { type: 'all' } },
      { roleIds: ['r3'], columns: { type: 'all' } },
    ]);
    expect(accessFieldIndexes(provider)).toEqual([]);
  });

  it('has nothing to index for a provider whose records are computed', () => {
    const access = [matching(compare('region', 'in_array'))];
    expect(accessFieldIndexes(providerOf(access, 'process'))).toHaveLength(1);
    expect(accessFieldIndexes(providerOf(access, 'query_sourced'))).toEqual([]);
    expect(accessFieldIndexes(providerOf(access, 'aggregating'))).toEqual([]);
  });
});
