import { defineFieldType } from '@tessera/engine';
import './fieldsBasic.types';

/**
 * A yes/no field. An empty checkbox is `false` (spec 002 §4), so only a ticked box satisfies
 * the required rule.
 * @public
 */
export const checkboxFieldType = defineFieldType({
  type: 'checkbox',
  defaultOptions: {},
  optionsSchema: { type: 'object', additionalProperties: false },
  valueSchema: { type: 'boolean' },
  emptyValue: false,
  isEmpty: (value) => value !== true,
});
