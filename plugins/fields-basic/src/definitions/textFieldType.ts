import { defineFieldType } from '@tessera/engine';
import './fieldsBasic.types';

/** A single-line text field. @public */
export const textFieldType = defineFieldType({
  type: 'text',
  defaultOptions: { prefix: '', suffix: '' },
  emptyValue: null,
});
