import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRegistry, RegistryError } from './createRegistry';
import { defineActionType } from './defineActionType';
import { defineBlockType } from './defineBlockType';
import { defineFieldType } from './defineFieldType';
import { definePlugin } from './definePlugin';

declare module './fieldTypes.types' {
  interface FieldTypes {
    test_text: { options: { prefix: string }; value: string | null };
    test_flag: { options: Record<string, never>; value: boolean };
  }
}

declare module './blockTypes.types' {
  interface BlockTypes {
    test_chart: { options: { kind: string } };
  }
}

declare module './actionTypes.types' {
  interface ActionTypes {
    test_mail: { options: Record<string, never> };
  }
}

const schemas = { optionsSchema: { type: 'object' }, valueSchema: {} };
const textType = defineFieldType({
  type: 'test_text',
  defaultOptions: { prefix: '' },
  emptyValue: null,
  ...schemas,
});
const flagType = defineFieldType({
  type: 'test_flag',
  defaultOptions: {},
  emptyValue: false,
  defaultSize: { width: 1 },
  ...schemas,
});
const chartBlock = defineBlockType({
  type: 'test_chart',
  defaultOptions: { kind: 'bar' },
  optionsSchema: { type: 'object' },
});
const mailAction = defineActionType({
  type: 'test_mail',
  defaultOptions: {},
  optionsSchema: { type: 'object' },
  featureFlag: 'smsModule',
});

describe('createRegistry', () => {
  it('resolves every field type of every registered plugin', () => {
    const registry = createRegistry([
      definePlugin({ name: '@test/text', fieldTypes: [textType] }),
      definePlugin({ name: '@test/flag', dependencies: ['@test/text'], fieldTypes: [flagType] }),
    ]);
    expect(registry.fieldTypes.map((fieldType) => fieldType.type)).toEqual([
      'test_text',
      'test_flag',
    ]);
    expect(registry.resolveFieldType('test_flag')).toEqual({ ok: true, definition: flagType });
  });

  it("reports an unknown stored type as 'incorrect field type' instead of throwing", () => {
    const registry = createRegistry([]);
    expect(registry.resolveFieldType('signature', 'fields.3')).toEqual({
      ok: false,
      problem: {
        path: 'fields.3',
        messageKey: 'fields.incorrectType',
        params: { type: 'signature' },
      },
    });
  });

  it('resolves block and action types, and reports unknown ones with their own keys', () => {
    const registry = createRegistry([
      definePlugin({ name: '@test/views', blockTypes: [chartBlock], actionTypes: [mailAction] }),
    ]);
    expect(registry.resolveBlockType('test_chart')).toEqual({ ok: true, definition: chartBlock });
    expect(registry.resolveActionType('test_mail')).toEqual({ ok: true, definition: mailAction });
    expect(chartBlock.hasChildren).toBe(false);
    expect(registry.resolveBlockType('gauge')).toMatchObject({
      ok: false,
      problem: { messageKey: 'blocks.incorrectType' },
    });
    expect(registry.resolveActionType('fax')).toMatchObject({
      ok: false,
      problem: { messageKey: 'actions.incorrectType' },
    });
  });

  it('rejects two plugins defining the same block type', () => {
    const first = definePlugin({ name: '@test/a', blockTypes: [chartBlock] });
    const second = definePlugin({ name: '@test/b', blockTypes: [chartBlock] });
    expect(() => createRegistry([first, second])).toThrow(
      'Block type "test_chart" is defined by both "@test/a" and "@test/b".',
    );
  });

  it('rejects a plugin registered twice', () => {
    const plugin = definePlugin({ name: '@test/text', fieldTypes: [textType] });
    expect(() => createRegistry([plugin, plugin])).toThrow(RegistryError);
    expect(() => createRegistry([plugin, plugin])).toThrow('"@test/text" is registered twice');
  });

  it('rejects two plugins defining the same field type', () => {
    const first = definePlugin({ name: '@test/a', fieldTypes: [textType] });
    const second = definePlugin({ name: '@test/b', fieldTypes: [textType] });
    expect(() => createRegistry([first, second])).toThrow(
      'Field type "test_text" is defined by both "@test/a" and "@test/b".',
    );
  });

  it('rejects a plugin whose dependency is missing', () => {
    const plugin = definePlugin({ name: '@test/flag', dependencies: ['@test/text'] });
    expect(() => createRegistry([plugin])).toThrow(
      'Plugin "@test/flag" depends on "@test/text", which is not registered.',
    );
  });

  it('resolves the same types whatever the order of independent plugins', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(names, fc.nat(), (typeNames, seed) => {
        const plugins = typeNames.map((typeName) =>
          definePlugin({
            name: `@test/${typeName}`,
            fieldTypes: [{ ...textType, type: typeName }],
          }),
        );
        const rotated = [
          ...plugins.slice(seed % plugins.length),
          ...plugins.slice(0, seed % plugins.length),
        ];
        const registry = createRegistry(rotated);
        return typeNames.every((typeName) => {
          const resolved = registry.resolveFieldType(typeName);
          return resolved.ok && resolved.definition.type === typeName;
        });
      }),
    );
  });
});
