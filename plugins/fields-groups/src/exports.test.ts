import { expect, it } from 'vitest';
import * as api from './index';
import * as runtime from './runtime';
import * as studio from './studio';

it('keeps its public surface: a change to these lists is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "FIELDS_GROUPS_NAMESPACE",
      "NOT_IN_REPEATING_GROUP",
      "checkFieldPlacement",
      "checkGroupFields",
      "containerFieldType",
      "containerOptionsSchema",
      "fieldsGroups",
      "fieldsGroupsMessages",
      "repeatingGroupFieldType",
      "repeatingGroupOptionsSchema",
    ]
  `);
  expect(Object.keys(runtime).sort()).toMatchInlineSnapshot(`
    [
      "fieldsGroupsRenderers",
    ]
  `);
  expect(Object.keys(studio).sort()).toMatchInlineSnapshot(`
    [
      "RepeatingGroupOptionsEditor",
      "fieldsGroupsEditors",
    ]
  `);
});
