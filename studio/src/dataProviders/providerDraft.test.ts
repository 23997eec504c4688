import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  changeFieldKind,
  changeValueType,
  createField,
  emptyProviderDraft,
  fieldKindsOf,
  moveField,
  nextDbFieldName,
  removeField,
  sameDraft,
  withAccess,
  withFields,
} from './providerDraft';

const text = (id: string, dbFieldName = id): ProviderField => ({
  id,
  dbFieldName,
  name: '',
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'text' },
});

describe('the provider draft', () => {
  it('new fields get a dbFieldName no field uses (dbFieldNames are unique in a provider)', () => {
    expect(nextDbFieldName([])).toBe('field_1');
    expect(nextDbFieldName([text('a', 'field_2'), text('b', 'field_3')])).toBe('field_4');
    expect(nextDbFieldName([text('a', 'field_2')])).toBe('field_3');
    const field = createField([text('a', 'field_2')], () => 'new-id');
    expect(field).toMatchObject({
      id: 'new-id',
      dbFieldName: 'field_3',
      type: 'value_field',
      status: 'active',
    });
  });

  it('changing the kind keeps the common parts and adds what the kind needs', () => {
    const base = { ...text('a', 'opis'), name: 'Opis' };
    const template = changeFieldKind(base, 'computed_string_template');
    expect(template).toMatchObject({ id: 'a', dbFieldName: 'opis', name: 'Opis', template: '' });
    const computed = changeFieldKind(template, 'computed_field');
    expect(computed).toMatchObject({
      type: 'computed_field',
      method: { type: 'computed_expression', expression: '' },
    });
    expect(computed).not.toHaveProperty('template');
    expect(changeFieldKind(computed, 'value_field')).not.toHaveProperty('method');
  });

  it("a computed provider's kinds: grouping and aggregating fields trade what only they have", () => {
    const grouping = changeFieldKind(text('g', 'region'), 'grouping_field');
    expect(grouping).toMatchObject({ type: 'grouping_field', groupByFieldId: '' });
    const aggregating = changeFieldKind(
      { ...grouping, transform: { type: 'time_interval' } } as ProviderField,
      'aggregating_field',
    );
    expect(aggregating).toMatchObject({
      id: 'g',
      dbFieldName: 'region',
      aggregation: { method: 'count' },
      fieldValue: { type: 'number' },
    });
    expect(aggregating).not.toHaveProperty('groupByFieldId');
    expect(aggregating).not.toHaveProperty('transform');
    const back = changeFieldKind(aggregating, 'grouping_field');
    expect(back).not.toHaveProperty('aggregation');
    expect(changeFieldKind(back, 'query_sourced_field')).toMatchObject({
      sourceFieldAccess: { path: [] },
    });
    expect(fieldKindsOf('aggregating')).toEqual(['grouping_field', 'aggregating_field']);
    expect(fieldKindsOf('process')).toEqual([
      'value_field',
      'computed_string_template',
      'computed_field',
    ]);
  });

  it('changing the value type drops a transform that no longer fits', () => {
    const relation = {
      ...text('a'),
      transform: {
        type: 'relation_value',
        schemaProviderId: 'p',
        presentByFieldAccess: { path: ['name'] },
      },
    } as ProviderField;
    expect(changeValueType(relation, 'number')).not.toHaveProperty('transform');
    expect(changeValueType(relation, 'system_source_reference').fieldValue).toEqual({
      type: 'system_source_reference',
      source: 'users',
      multiple: false,
    });
  });

  it('moves a field to another place', () => {
    const fields = [text('a'), text('b'), text('c')];
    expect(moveField(fields, 0, 2).map((field) => field.id)).toEqual(['b', 'c', 'a']);
    expect(moveField(fields, 2, 0).map((field) => field.id)).toEqual(['c', 'a', 'b']);
  });

  it('removing a field takes it out of the access rules listing its column', () => {
    const draft = withAccess(withFields(emptyProviderDraft(), [text('a'), text('b')]), [
      { roleIds: ['r'], columns: { type: 'limited', fieldIds: ['a', 'b'] } },
    ]);
    const after = removeField(draft, 'a');
    expect(after.config.fields.map((field) => field.id)).toEqual(['b']);
    expect(after.access?.[0]?.columns).toEqual({ type: 'limited', fieldIds: ['b'] });
  });

  it('no access rules leave no access key (no restriction at all)', () => {
    expect(withAccess(emptyProviderDraft(), [])).not.toHaveProperty('access');
  });

  it('two drafts with the same content are the same whatever the key order (unsaved changes)', () => {
    const a = withFields(emptyProviderDraft(), [text('a')]);
    const b = {
      config: { fields: [{ ...text('a') }] },
      status: 'active',
      type: 'manual',
      name: '',
    } as typeof a;
    expect(sameDraft(a, b)).toBe(true);
    expect(sameDraft(a, { ...a, name: 'x' })).toBe(false);
  });
});
