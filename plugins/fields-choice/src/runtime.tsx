import type { FieldRenderers } from '@tessera/react';
import { CheckboxListFieldInput } from './runtime/CheckboxListFieldInput';
import { ListSelectFieldInput } from './runtime/ListSelectFieldInput';
import { RadioGroupFieldInput } from './runtime/RadioGroupFieldInput';

export { CheckboxListFieldInput } from './runtime/CheckboxListFieldInput';
export {
  ChoiceSourceProvider,
  type ChoiceSourceProviderProps,
  useChoiceSource,
} from './runtime/ChoiceSourceProvider';
export { type ChoiceItemAccesses, choiceItemOfRecord } from './runtime/choiceItemOfRecord';
export type {
  AddChoiceRecordRequest,
  ChoiceItem,
  ChoicePage,
  ChoiceRequest,
  ChoiceSource,
  LoadChoicePageRequest,
  LoadChoicesByValuesRequest,
} from './runtime/choiceSource.types';
export { ListSelectFieldInput } from './runtime/ListSelectFieldInput';
export { RadioGroupFieldInput } from './runtime/RadioGroupFieldInput';

/**
 * Runtime components of the choice field types, keyed by stored type name. They read their
 * options through the `ChoiceSource` of the nearest `ChoiceSourceProvider`.
 * @public
 */
export const fieldsChoiceRenderers = {
  list_select: ListSelectFieldInput,
  radio_group: RadioGroupFieldInput,
  checkbox_list: CheckboxListFieldInput,
} as const satisfies FieldRenderers;
