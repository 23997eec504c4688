import { definePlugin } from '@tessera/engine';
import { checkboxFieldType } from './definitions/checkboxFieldType';
import { dateFieldType } from './definitions/dateFieldType';
import { dateTimeFieldType } from './definitions/dateTimeFieldType';
import { numberFieldType } from './definitions/numberFieldType';
import { staticButtonFieldType } from './definitions/staticButtonFieldType';
import { staticImageFieldType } from './definitions/staticImageFieldType';
import { staticLineFieldType } from './definitions/staticLineFieldType';
import { staticProcessHistoryFieldType } from './definitions/staticProcessHistoryFieldType';
import { staticTextFieldType } from './definitions/staticTextFieldType';
import { textAreaFieldType } from './definitions/textAreaFieldType';
import { textFieldType } from './definitions/textFieldType';
import { timeIntervalFieldType } from './definitions/timeIntervalFieldType';

export { checkboxFieldType } from './definitions/checkboxFieldType';
export { dateFieldType } from './definitions/dateFieldType';
export { dateTimeFieldType } from './definitions/dateTimeFieldType';
export type {
  AffixOptions,
  CheckboxFieldOptions,
  NumberFieldOptions,
  TextAreaFieldOptions,
  TextFieldOptions,
} from './definitions/fieldsBasic.types';
export { HEX_COLOR_PATTERN, isHexColor } from './definitions/hexColor';
export { numberFieldType } from './definitions/numberFieldType';
export { countDecimals, parseDecimal } from './definitions/parseDecimal';
export {
  isSafeImageUrl,
  MAX_IMAGE_URL_LENGTH,
  SAFE_IMAGE_URL_PATTERN,
} from './definitions/safeImageUrl';
export {
  STATIC_BUTTON_ACTION_TYPES,
  staticButtonFieldType,
} from './definitions/staticButtonFieldType';
export {
  STATIC_BUTTON_ICON_NAMES,
  type StaticButtonIconName,
} from './definitions/staticButtonIcons';
export type {
  StaticButtonAction,
  StaticButtonFieldOptions,
  StaticButtonIcon,
  StaticButtonIconAlign,
  StaticImageFieldOptions,
  StaticLineFieldOptions,
  StaticProcessHistoryFieldOptions,
  StaticTextFieldOptions,
  StaticTextValue,
} from './definitions/staticFields.types';
export { STATIC_IMAGE_MAX_HEIGHT, staticImageFieldType } from './definitions/staticImageFieldType';
export { staticLineFieldType } from './definitions/staticLineFieldType';
export { staticProcessHistoryFieldType } from './definitions/staticProcessHistoryFieldType';
export { STATIC_TEXT_FONT_SIZE, staticTextFieldType } from './definitions/staticTextFieldType';
export type {
  DateFieldOptions,
  DateTimeFieldOptions,
  TimeIntervalFieldOptions,
} from './definitions/temporalFieldOptions.types';
export { textAreaFieldType } from './definitions/textAreaFieldType';
export { textFieldType } from './definitions/textFieldType';
export { timeIntervalFieldType } from './definitions/timeIntervalFieldType';
export { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from './messages';

/**
 * The basic field types, for `createRegistry([fieldsBasic, ...])`.
 * @public
 */
export const fieldsBasic = definePlugin({
  name: '@tessera/fields-basic',
  fieldTypes: [
    textFieldType,
    textAreaFieldType,
    numberFieldType,
    dateFieldType,
    dateTimeFieldType,
    timeIntervalFieldType,
    checkboxFieldType,
    staticTextFieldType,
    staticImageFieldType,
    staticButtonFieldType,
    staticLineFieldType,
    staticProcessHistoryFieldType,
  ],
});
