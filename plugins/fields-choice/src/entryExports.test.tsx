import { expect, it } from 'vitest';
import * as runtime from './runtime';
import * as studio from './studio';

it('keeps the surface of ./runtime and ./studio: a change to these lists is a change to the published API', () => {
  expect(Object.keys(runtime).sort()).toMatchInlineSnapshot(`
    [
      "CheckboxListFieldInput",
      "ChoiceSourceProvider",
      "ListSelectFieldInput",
      "RadioGroupFieldInput",
      "choiceItemOfRecord",
      "fieldsChoiceRenderers",
      "useChoiceSource",
    ]
  `);
  expect(Object.keys(studio).sort()).toMatchInlineSnapshot(`
    [
      "ChoiceListOptionsEditor",
      "ChoiceSourceOptionsEditor",
      "ListSelectOptionsEditor",
      "fieldsChoiceEditors",
    ]
  `);
});

it('offers a renderer and an editor for each of its field types', () => {
  const types = ['checkbox_list', 'list_select', 'radio_group'];
  expect(Object.keys(runtime.fieldsChoiceRenderers).sort()).toEqual(types);
  expect(Object.keys(studio.fieldsChoiceEditors).sort()).toEqual(types);
});
