import { definePlugin } from '@tessera/engine';
import { checkboxListFieldType } from './definitions/checkboxListFieldType';
import { listSelectFieldType } from './definitions/listSelectFieldType';
import { radioGroupFieldType } from './definitions/radioGroupFieldType';

export { checkboxListFieldType } from './definitions/checkboxListFieldType';
export { CHOICE_LIST_PAGE_SIZE, LIST_SELECT_PAGE_SIZE } from './definitions/choicePageSizes';
export type {
  CheckboxListFieldOptions,
  ChoiceDirection,
  ChoiceListFieldOptions,
  ChoiceQuery,
  ChoiceSourceOptions,
  ChoiceValue,
  ListSelectFieldOptions,
  ListSelectValue,
  RadioGroupFieldOptions,
} from './definitions/fieldsChoice.types';
export { listSelectFieldType } from './definitions/listSelectFieldType';
export { radioGroupFieldType } from './definitions/radioGroupFieldType';
export { RECORD_ID_ACCESS } from './definitions/recordIdAccess';
export { toChoiceValues } from './definitions/toChoiceValues';
export { FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages } from './messages';

/**
 * The choice field types (list select, radio group, checkbox list), for
 * `createRegistry([fieldsChoice, ...])`.
 * @public
 */
export const fieldsChoice = definePlugin({
  name: '@tessera/fields-choice',
  fieldTypes: [listSelectFieldType, radioGroupFieldType, checkboxListFieldType],
});
