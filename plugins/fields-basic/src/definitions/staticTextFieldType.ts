import { defineFieldType } from '@tessera/engine';
import './staticFields.types';
import { optionalHexColorSchema } from './hexColor';
import { isNeverEmpty } from './staticFieldValue';

/** Smallest and largest font size a static text takes, in CSS pixels. @public */
export const STATIC_TEXT_FONT_SIZE = Object.freeze({ min: 8, max: 72 });

/** JSON Schema of a static text's options. @internal */
const staticTextOptionsSchema = {
  type: 'object',
  properties: {
    bold: { type: 'boolean' },
    fontSize: {
      type: ['integer', 'null'],
      minimum: STATIC_TEXT_FONT_SIZE.min,
      maximum: STATIC_TEXT_FONT_SIZE.max,
    },
    fontColor: optionalHexColorSchema,
  },
  required: ['bold', 'fontSize', 'fontColor'],
  additionalProperties: false,
} as const;

/**
 * A text shown on the form (spec 002 §3 static_text). Its value is not typed by anyone: the
 * engine computes it from the field's `defaultValue` method, so it follows the fields the method
 * reads. Three grid rows high.
 * @public
 */
export const staticTextFieldType = defineFieldType({
  type: 'static_text',
  defaultSize: { height: 3 },
  defaultOptions: { bold: false, fontSize: null, fontColor: null },
  optionsSchema: staticTextOptionsSchema,
  valueSchema: { type: ['string', 'number', 'boolean', 'null'] },
  emptyValue: null,
  isEmpty: isNeverEmpty,
});
