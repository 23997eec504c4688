import { defineFieldType } from '@tessera/engine';
import './fieldsBasic.types';
import { affixOptionsSchema } from './affixOptionsSchema';

/** A single-line text field. @public */
export const textFieldType = defineFieldType({
  type: 'text',
  defaultOptions: { prefix: '', suffix: '' },
  optionsSchema: affixOptionsSchema,
  valueSchema: { type: ['string', 'null'] },
  emptyValue: null,
});
