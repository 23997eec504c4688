import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "FIELDS_BASIC_NAMESPACE",
      "HEX_COLOR_PATTERN",
      "MAX_IMAGE_URL_LENGTH",
      "SAFE_IMAGE_URL_PATTERN",
      "STATIC_BUTTON_ACTION_TYPES",
      "STATIC_BUTTON_ICON_NAMES",
      "STATIC_IMAGE_MAX_HEIGHT",
      "STATIC_TEXT_FONT_SIZE",
      "checkboxFieldType",
      "countDecimals",
      "dateFieldType",
      "dateTimeFieldType",
      "fieldsBasic",
      "fieldsBasicMessages",
      "isHexColor",
      "isSafeImageUrl",
      "numberFieldType",
      "parseDecimal",
      "staticButtonFieldType",
      "staticImageFieldType",
      "staticLineFieldType",
      "staticProcessHistoryFieldType",
      "staticTextFieldType",
      "textAreaFieldType",
      "textFieldType",
      "timeIntervalFieldType",
    ]
  `);
});
