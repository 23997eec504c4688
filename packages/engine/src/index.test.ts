import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_FIELD_SIZE",
      "FORM_GRID_COLUMNS",
      "FORM_GRID_ROW_HEIGHT_PX",
      "RegistryError",
      "createRegistry",
      "createStore",
      "defineActionType",
      "defineBlockType",
      "defineFieldType",
      "definePlugin",
      "isEmptyValue",
    ]
  `);
});
