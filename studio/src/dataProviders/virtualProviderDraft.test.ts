import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { createField, emptyProviderDraft, withAccess, withFields } from './providerDraft';
import {
  changeProviderType,
  isVirtualType,
  sourceProviderIdOf,
  withPipelineStages,
  withQueryFilter,
  withSourceProvider,
} from './virtualProviderDraft';

const value: ProviderField = {
  id: 'v',
  dbFieldName: 'kwota',
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'number' },
};
const grouping: ProviderField = {
  id: 'g',
  dbFieldName: 'region',
  status: 'active',
  type: 'grouping_field',
  groupByFieldId: 'src-region',
  fieldValue: { type: 'text' },
};

describe('a computed provider draft (docs/virtual-providers.md)', () => {
  it('only the three query-based types compute their records', () => {
    expect((['query_sourced', 'aggregating', 'pipeline_query'] as const).every(isVirtualType)).toBe(
      true,
    );
    expect(isVirtualType('manual') || isVirtualType('process')).toBe(false);
  });

  it('each type gets the configuration it needs: a general query, a pipeline, a source', () => {
    const base = { ...emptyProviderDraft(), name: 'Sprzedaż' };
    expect(changeProviderType(base, 'query_sourced').config).toEqual({
      fields: [],
      query: { type: 'general_query', fromProviderId: '' },
    });
    expect(changeProviderType(base, 'pipeline_query').config).toEqual({
      fields: [],
      pipeline: { fromProviderId: '', stages: [] },
    });
    expect(changeProviderType(base, 'aggregating').config).toEqual({
      fields: [],
      sourceProviderId: '',
    });
    expect(changeProviderType(changeProviderType(base, 'aggregating'), 'process')).toEqual({
      ...base,
      type: 'process',
    });
  });

  it('switching the type removes the fields it does not hold (and their columns in access rules), keeps the source', () => {
    const draft = withAccess(withFields(emptyProviderDraft(), [value]), [
      { roleIds: ['r'], columns: { type: 'limited', fieldIds: ['v'] } },
    ]);
    const aggregating = changeProviderType(draft, 'aggregating');
    expect(aggregating.config.fields).toEqual([]);
    expect(aggregating.access?.[0]?.columns).toEqual({ type: 'limited', fieldIds: [] });
    const withSource = withFields(withSourceProvider(aggregating, 'p-orders'), [grouping]);
    const sourced = changeProviderType(withSource, 'query_sourced');
    expect(sourceProviderIdOf(sourced)).toBe('p-orders');
    expect(sourced.config.fields).toEqual([]);
    expect(changeProviderType(withSource, 'aggregating')).toBe(withSource);
  });

  it('a computed provider has no binding: it has no records to write elsewhere', () => {
    const bound = { ...emptyProviderDraft(), binding: { dataProviderId: 'p', fields: {} } };
    expect(changeProviderType(bound, 'pipeline_query')).not.toHaveProperty('binding');
    expect(changeProviderType(bound, 'process')).toHaveProperty('binding');
  });

  it('a new field is of the kind the type holds first: a source value, a grouping', () => {
    expect(createField([], () => 'n', 'query_sourced')).toMatchObject({
      type: 'query_sourced_field',
      sourceFieldAccess: { path: [] },
    });
    expect(createField([], () => 'n', 'pipeline_query').type).toBe('query_sourced_field');
    expect(createField([], () => 'n', 'aggregating')).toMatchObject({
      type: 'grouping_field',
      groupByFieldId: '',
    });
  });

  it('choosing another source starts the filter over; filter and stages are set per type', () => {
    const sourced = withSourceProvider(
      changeProviderType(emptyProviderDraft(), 'query_sourced'),
      'a',
    );
    const filtered = withQueryFilter(sourced, {
      type: 'field_not_empty',
      searchField: { type: 'own_field', fieldName: 'x' },
    });
    expect(filtered.type === 'query_sourced' && filtered.config.query.filter).toBeTruthy();
    const moved = withSourceProvider(filtered, 'b');
    expect(moved.type === 'query_sourced' && moved.config.query).toEqual({
      type: 'general_query',
      fromProviderId: 'b',
    });
    expect(withQueryFilter(filtered, undefined)).toEqual(sourced);
    const pipeline = changeProviderType(emptyProviderDraft(), 'pipeline_query');
    const stages = [{ type: 'unwind', path: ['items'] } as const];
    const next = withPipelineStages(pipeline, stages);
    expect(next.type === 'pipeline_query' && next.config.pipeline.stages).toBe(stages);
    expect(withPipelineStages(sourced, stages)).toBe(sourced);
  });
});
