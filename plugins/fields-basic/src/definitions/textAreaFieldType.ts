import { defineFieldType } from '@tessera/engine';
import './fieldsBasic.types';

/** A multi-line text field; taller than the default (spec 002 §3: text area height 18). @public */
export const textAreaFieldType = defineFieldType({
  type: 'text_area',
  defaultSize: { height: 18 },
  defaultOptions: {},
  optionsSchema: { type: 'object', additionalProperties: false },
  valueSchema: { type: ['string', 'null'] },
  emptyValue: null,
});
