import { describe, expect, it } from 'vitest';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { flattenContainers, visibleWithinContainers } from './flattenContainers';
import { containerField, equals, kitHost, textField } from './formStoreTestKit';

const contextOf = (values: Record<string, unknown>) =>
  createEvaluationContext({ host: kitHost, values, variables: {} });

describe('flattenContainers', () => {
  it('puts the fields of containers, at any depth, in their place, with their definition paths', () => {
    const placed = flattenContainers(
      [
        textField('a'),
        containerField('box', [
          textField('b'),
          containerField('inner', [textField('c')], { visible: equals({ fieldId: 'a' }, 'x') }),
        ]),
        textField('old', { status: 'inactive' }),
        containerField('gone', [textField('d')], { status: 'inactive' }),
      ],
      'fields',
    );
    expect(placed.map(({ field, path }) => [field.id, path])).toEqual([
      ['a', 'fields[0]'],
      ['b', 'fields[1].type.options.fields[0]'],
      ['c', 'fields[1].type.options.fields[1].type.options.fields[0]'],
    ]);
    expect(placed.map(({ containerConditions }) => containerConditions.length)).toEqual([0, 0, 1]);
  });
});

describe('visibleWithinContainers', () => {
  const shownFor = (value: string) => [
    Object.assign(() => true, { dependencies: { fields: [], variables: [], context: [] } }),
    ...flattenContainers(
      [containerField('box', [textField('f')], { visible: equals({ fieldId: 'kind' }, value) })],
      'fields',
    )[0]!.containerConditions,
  ];

  it("holds only while the field's own condition and every container's hold, reading all they read", () => {
    const visible = visibleWithinContainers(
      equals({ fieldId: 'wanted' }, true),
      shownFor('firma'),
    )!;
    expect(visible.dependencies.fields).toEqual(expect.arrayContaining(['kind', 'wanted']));
    expect(visible(contextOf({ kind: 'firma', wanted: true }))).toBe(true);
    expect(visible(contextOf({ kind: 'osoba', wanted: true }))).toBe(false);
    expect(visible(contextOf({ kind: 'firma', wanted: false }))).toBe(false);
  });

  it("is the field's own condition outside containers, and null when nothing can hide it", () => {
    expect(visibleWithinContainers(undefined, [])).toBeNull();
    expect(visibleWithinContainers(equals({ fieldId: 'a' }, 1), [])?.dependencies.fields).toEqual([
      'a',
    ]);
  });
});
