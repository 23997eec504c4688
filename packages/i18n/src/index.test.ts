import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "addNamespaceMessages",
      "createI18n",
      "dateFormats",
      "defaultLanguage",
      "en",
      "formatDate",
      "formatFileSize",
      "languages",
      "pl",
    ]
  `);
});
