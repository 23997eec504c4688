import { staticProcessHistoryFieldType, textFieldType } from '@tessera/fields-basic';
import { radioGroupFieldType } from '@tessera/fields-choice';
import { describe, expect, it } from 'vitest';
import { schemaOptionInputs } from './schemaOptionInputs';

describe('schemaOptionInputs (the property panel generated from the options schema)', () => {
  it("reads a text field's options: texts, whole numbers with bounds, a yes/no", () => {
    expect(schemaOptionInputs(textFieldType.optionsSchema)).toEqual([
      { key: 'prefix', kind: 'text', nullable: false },
      { key: 'suffix', kind: 'text', nullable: false },
      { key: 'maxLength', kind: 'number', nullable: false, integer: true, minimum: 1 },
      { key: 'minLength', kind: 'number', nullable: true, integer: true, minimum: 0 },
      { key: 'nameToken', kind: 'boolean' },
    ]);
  });

  it('offers a list of texts, and a choice among constants', () => {
    expect(schemaOptionInputs(staticProcessHistoryFieldType.optionsSchema)).toEqual([
      { key: 'fieldIds', kind: 'stringList' },
    ]);
    expect(
      schemaOptionInputs({
        type: 'object',
        properties: { direction: { enum: ['horizontal', 'vertical'] } },
      }),
    ).toEqual([{ key: 'direction', kind: 'enum', values: ['horizontal', 'vertical'] }]);
  });

  it('leaves options of another shape to the type’s own editor', () => {
    const keys = schemaOptionInputs(radioGroupFieldType.optionsSchema).map((input) => input.key);
    expect(keys).not.toContain('query');
    expect(keys).not.toContain('valueAccess');
    expect(schemaOptionInputs({ type: 'object', additionalProperties: false })).toEqual([]);
  });
});
