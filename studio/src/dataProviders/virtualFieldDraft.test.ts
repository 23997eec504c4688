import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { changeFieldKind, createField } from './providerDraft';
import {
  sourcePathText,
  sourceValuesOf,
  withAggregateField,
  withAggregationCondition,
  withAggregationMethod,
  withGroupByField,
  withSourcePathText,
  withSourceValue,
} from './virtualFieldDraft';

const source: ProviderField[] = [
  {
    id: 's-customer',
    dbFieldName: 'klient',
    name: 'Klient',
    status: 'active',
    type: 'value_field',
    fieldValue: { type: 'text' },
    transform: {
      type: 'relation_value',
      schemaProviderId: 'p-c',
      presentByFieldAccess: { path: ['name'] },
    },
  },
  {
    id: 's-amount',
    dbFieldName: 'kwota',
    name: 'Kwota',
    status: 'active',
    type: 'value_field',
    fieldValue: { type: 'number' },
  },
  {
    id: 's-date',
    dbFieldName: 'data',
    status: 'active',
    type: 'value_field',
    fieldValue: { type: 'date' },
  },
  {
    id: 's-old',
    dbFieldName: 'stare',
    status: 'deleted',
    type: 'value_field',
    fieldValue: { type: 'text' },
  },
];

const sourced = createField([], () => 'q', 'query_sourced');

describe('what a computed provider field reads', () => {
  it('a query-sourced field offers the source fields that are not deleted, then $id and $createdAt', () => {
    expect(sourceValuesOf(source).map((value) => value.key)).toEqual([
      'klient',
      'kwota',
      'data',
      '$id',
      '$createdAt',
    ]);
  });

  it('reading a source field takes over its type and transform, and its names while the field has none of its own', () => {
    const [customer] = sourceValuesOf(source);
    const read = withSourceValue(sourced, customer!, [sourced]);
    expect(read).toMatchObject({
      sourceFieldAccess: { path: ['klient'] },
      name: 'Klient',
      dbFieldName: 'klient',
      fieldValue: { type: 'text' },
      transform: { type: 'relation_value', schemaProviderId: 'p-c' },
    });
    // A name the designer chose stays; a database name another field has is not taken.
    const named = { ...sourced, name: 'Odbiorca', dbFieldName: 'odbiorca' };
    expect(withSourceValue(named, customer!, [named])).toMatchObject({
      name: 'Odbiorca',
      dbFieldName: 'odbiorca',
    });
    const other = { ...sourced, id: 'o', dbFieldName: 'klient' };
    expect(withSourceValue(sourced, customer!, [sourced, other]).dbFieldName).toBe('field_1');
    const created = sourceValuesOf(source).find((value) => value.key === '$createdAt')!;
    const withCreated = withSourceValue(read, created, [read]);
    expect(withCreated).toMatchObject({ fieldValue: { type: 'date_time' }, name: 'Klient' });
    expect(withCreated).not.toHaveProperty('transform');
  });

  it('a pipeline field reads a path typed with dots', () => {
    const field = withSourcePathText(sourced, 'adres.miasto');
    expect(field).toMatchObject({ sourceFieldAccess: { path: ['adres', 'miasto'] } });
    expect(sourcePathText(field)).toBe('adres.miasto');
    expect(withSourcePathText(field, '')).toMatchObject({ sourceFieldAccess: { path: [] } });
  });

  it('a grouping field groups by a source field (by id) and takes over its type', () => {
    const grouping = createField([], () => 'g', 'aggregating');
    expect(withGroupByField(grouping, source[2]!, [grouping])).toMatchObject({
      groupByFieldId: 's-date',
      fieldValue: { type: 'date' },
      dbFieldName: 'data',
      name: 'data',
    });
  });

  it('spec 001 §3.13: count needs no field, sum/average/max/min aggregate one; the value type follows', () => {
    const count = changeFieldKind(
      createField([], () => 'a', 'aggregating'),
      'aggregating_field',
    );
    expect(count).toMatchObject({
      aggregation: { method: 'count' },
      fieldValue: { type: 'number' },
    });
    const max = withAggregationMethod(count, 'max', source);
    expect(max).toMatchObject({ aggregation: { method: 'max', aggregateFieldId: '' } });
    const maxDate = withAggregateField(max, 's-date', source);
    expect(maxDate).toMatchObject({
      aggregation: { method: 'max', aggregateFieldId: 's-date' },
      fieldValue: { type: 'date' },
    });
    const sum = withAggregationMethod(maxDate, 'sum', source);
    expect(sum).toMatchObject({
      aggregation: { method: 'sum', aggregateFieldId: 's-date' },
      fieldValue: { type: 'number' },
    });
    expect(withAggregationMethod(sum, 'count', source)).toMatchObject({
      aggregation: { method: 'count' },
    });
    expect(
      (withAggregationMethod(sum, 'count', source) as { aggregation: object }).aggregation,
    ).not.toHaveProperty('aggregateFieldId');
  });

  it('an aggregation counts only the records meeting its condition; none counts all', () => {
    const count = changeFieldKind(
      createField([], () => 'a', 'aggregating'),
      'aggregating_field',
    );
    const condition = {
      type: 'non_empty',
      valueAccess: { fieldId: 's-amount' },
    } as const;
    const conditioned = withAggregationCondition(count, condition);
    expect(conditioned).toMatchObject({ aggregation: { method: 'count', condition } });
    expect(withAggregationMethod(conditioned, 'sum', source)).toMatchObject({
      aggregation: { method: 'sum', condition },
    });
    expect(withAggregationCondition(conditioned, undefined)).toEqual(count);
  });
});
