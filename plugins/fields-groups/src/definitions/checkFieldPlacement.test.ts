import { type FormField, validateDefinition } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  checkFieldPlacement,
  checkGroupFields,
  NOT_IN_REPEATING_GROUP,
} from './checkFieldPlacement';

const field = (id: string, type: string, options?: Record<string, unknown>): FormField =>
  ({
    id,
    name: id,
    status: 'active',
    type: options ? { name: type, options } : { name: type },
    layout: { x: 0, y: 0, width: 12, height: 9 },
  }) as FormField;
const group = (id: string, template: FormField[]) =>
  field(id, 'repeating_group', { fieldsTemplate: template });
const container = (id: string, fields: FormField[]) => field(id, 'container', { fields });

describe('checkFieldPlacement', () => {
  it.each(NOT_IN_REPEATING_GROUP)(
    '"a repeating group may not contain table, chart, list, details table, another repeating group, upload or generated documents": %s',
    (type) => {
      expect(checkFieldPlacement(type, ['repeating_group'])).toEqual({
        path: '',
        messageKey: 'placement.notInRepeatingGroup',
        params: { type },
      });
    },
  );

  it('holds at any depth: a container inside a group does not lift the rule', () => {
    expect(checkFieldPlacement('upload_files', ['repeating_group', 'container'])).not.toBeNull();
  });

  it('"adding a repeating group into a container group is disallowed"', () => {
    expect(checkFieldPlacement('repeating_group', ['container'])).toEqual({
      path: '',
      messageKey: 'placement.repeatingGroupInContainer',
    });
  });

  it('allows ordinary fields in groups and containers, and containers in groups', () => {
    expect(checkFieldPlacement('number', ['repeating_group'])).toBeNull();
    expect(checkFieldPlacement('text', ['container'])).toBeNull();
    expect(checkFieldPlacement('container', ['repeating_group'])).toBeNull();
    expect(checkFieldPlacement('repeating_group', [])).toBeNull();
  });
});

describe('checkGroupFields', () => {
  it('finds every misplaced field with the path the engine gives it', () => {
    const fields = [
      field('name', 'text'),
      group('items', [field('price', 'number'), field('scan', 'upload_files')]),
      container('box', [group('nested', [])]),
    ];
    expect(checkGroupFields(fields)).toEqual([
      {
        path: 'fields[1].type.options.fieldsTemplate[1]',
        messageKey: 'placement.notInRepeatingGroup',
        params: { type: 'upload_files' },
      },
      {
        path: 'fields[2].type.options.fields[0]',
        messageKey: 'placement.repeatingGroupInContainer',
      },
    ]);
  });

  it('refuses the same forms as the engine definition check, for the types both know', () => {
    const cases: FormField[][] = [
      [group('a', [group('b', [])])],
      [group('a', [field('f', 'upload_files')])],
      [group('a', [field('f', 'generated_documents')])],
      [container('c', [group('a', [])])],
      [group('a', [container('c', [field('f', 'text')])])],
      [container('c', [field('f', 'text')])],
    ];
    for (const fields of cases) {
      const engine = validateDefinition('form', { id: 'f', name: 'Formularz', fields });
      const issues = checkGroupFields(fields);
      expect({ fields, refused: issues.length > 0 }).toEqual({ fields, refused: !engine.ok });
      if (!engine.ok) {
        expect(issues.map((issue) => `${issue.path}.type.name`)).toEqual(
          engine.errors.map((error) => error.path),
        );
      }
    }
  });
});
