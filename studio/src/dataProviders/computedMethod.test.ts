import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  bindExpression,
  bindTemplate,
  expressionNames,
  templatePlaceholders,
} from './computedMethod';

const field = (id: string, dbFieldName: string): ProviderField => ({
  id,
  dbFieldName,
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'number' },
});
const fields = [field('f-price', 'cena'), field('f-qty', 'ilosc')];

describe('computed field methods written with dbFieldNames', () => {
  it('reads the names an expression uses, not functions, properties, units or constants', () => {
    expect(expressionNames('round(cena * ilosc, 2) + pi')).toEqual(['cena', 'ilosc']);
    expect(expressionNames('a.b + 5 cm + a')).toEqual(['a']);
  });

  it('binds each name to its field by id (a computed field reads provider fields by id)', () => {
    expect(bindExpression('cena * ilosc', fields)).toEqual({
      type: 'computed_expression',
      expression: 'cena * ilosc',
      variables: {
        cena: { type: 'field_value_access', fieldId: 'f-price' },
        ilosc: { type: 'field_value_access', fieldId: 'f-qty' },
      },
    });
    expect(bindExpression('2 + 2', fields)).toEqual({
      type: 'computed_expression',
      expression: '2 + 2',
    });
  });

  it('binds template placeholders the same way', () => {
    expect(templatePlaceholders('{{ cena }} zł, {{cena}}, {{ilosc}} szt.')).toEqual([
      'cena',
      'ilosc',
    ]);
    expect(bindTemplate('{{cena}} zł', fields)).toEqual({
      type: 'templated_string',
      template: '{{cena}} zł',
      placeholders: { cena: { type: 'field_value_access', fieldId: 'f-price' } },
    });
  });
});
