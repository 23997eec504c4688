import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "FormActionsProvider",
      "ROW_CHANGE_ATTRIBUTE",
      "RegistryProvider",
      "useFormActions",
      "useFormRowActions",
      "useRegistry",
      "useRowChangeAllowed",
      "useRowChangeButton",
      "useStore",
    ]
  `);
});
