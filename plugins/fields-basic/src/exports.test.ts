import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "FIELDS_BASIC_NAMESPACE",
      "checkboxFieldType",
      "countDecimals",
      "fieldsBasic",
      "fieldsBasicMessages",
      "numberFieldType",
      "parseDecimal",
      "textAreaFieldType",
      "textFieldType",
    ]
  `);
});
