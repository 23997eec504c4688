import { definePlugin } from '@tessera/engine';
import { checkboxFieldType } from './definitions/checkboxFieldType';
import { numberFieldType } from './definitions/numberFieldType';
import { textAreaFieldType } from './definitions/textAreaFieldType';
import { textFieldType } from './definitions/textFieldType';

export { checkboxFieldType } from './definitions/checkboxFieldType';
export type {
  CheckboxFieldOptions,
  NumberFieldOptions,
  TextAreaFieldOptions,
  TextFieldOptions,
} from './definitions/fieldsBasic.types';
export { numberFieldType } from './definitions/numberFieldType';
export { countDecimals, parseDecimal } from './definitions/parseDecimal';
export { textAreaFieldType } from './definitions/textAreaFieldType';
export { textFieldType } from './definitions/textFieldType';
export { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from './messages';

/**
 * The basic field types, for `createRegistry([fieldsBasic, ...])`.
 * @public
 */
export const fieldsBasic = definePlugin({
  name: '@tessera/fields-basic',
  fieldTypes: [textFieldType, textAreaFieldType, numberFieldType, checkboxFieldType],
});
