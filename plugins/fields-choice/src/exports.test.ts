import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "CHOICE_LIST_PAGE_SIZE",
      "FIELDS_CHOICE_NAMESPACE",
      "LIST_SELECT_PAGE_SIZE",
      "RECORD_ID_ACCESS",
      "checkboxListFieldType",
      "fieldsChoice",
      "fieldsChoiceMessages",
      "listSelectFieldType",
      "radioGroupFieldType",
      "toChoiceValues",
    ]
  `);
});
