import type { FieldRenderers } from '@tessera/react';
import { CheckboxFieldInput } from './runtime/CheckboxFieldInput';
import { DateFieldInput } from './runtime/DateFieldInput';
import { DateTimeFieldInput } from './runtime/DateTimeFieldInput';
import { NumberFieldInput } from './runtime/NumberFieldInput';
import { StaticButtonField } from './runtime/StaticButtonField';
import { StaticImageField } from './runtime/StaticImageField';
import { StaticLineField } from './runtime/StaticLineField';
import { StaticProcessHistoryField } from './runtime/StaticProcessHistoryField';
import { StaticTextField } from './runtime/StaticTextField';
import { TextAreaFieldInput } from './runtime/TextAreaFieldInput';
import { TextFieldInput } from './runtime/TextFieldInput';
import { TimeIntervalFieldInput } from './runtime/TimeIntervalFieldInput';

export { CheckboxFieldInput } from './runtime/CheckboxFieldInput';
export { DateFieldInput } from './runtime/DateFieldInput';
export { DateTimeFieldInput } from './runtime/DateTimeFieldInput';
export { NumberFieldInput } from './runtime/NumberFieldInput';
export {
  type ProcessHistoryEntry,
  type ProcessHistoryLoadParams,
  type ProcessHistorySource,
  ProcessHistorySourceProvider,
  type ProcessHistorySourceProviderProps,
  useProcessHistorySource,
} from './runtime/ProcessHistorySourceProvider';
export { StaticButtonField } from './runtime/StaticButtonField';
export { StaticImageField } from './runtime/StaticImageField';
export { StaticLineField } from './runtime/StaticLineField';
export { StaticProcessHistoryField } from './runtime/StaticProcessHistoryField';
export { StaticTextField } from './runtime/StaticTextField';
export { TextAreaFieldInput } from './runtime/TextAreaFieldInput';
export { TextFieldInput } from './runtime/TextFieldInput';
export { TimeIntervalFieldInput } from './runtime/TimeIntervalFieldInput';

/**
 * Runtime components of the basic field types, keyed by stored type name.
 * @public
 */
export const fieldsBasicRenderers = {
  text: TextFieldInput,
  text_area: TextAreaFieldInput,
  number: NumberFieldInput,
  date: DateFieldInput,
  date_time: DateTimeFieldInput,
  time_interval: TimeIntervalFieldInput,
  checkbox: CheckboxFieldInput,
  static_text: StaticTextField,
  static_image: StaticImageField,
  static_button: StaticButtonField,
  static_line: StaticLineField,
  static_process_history: StaticProcessHistoryField,
} as const satisfies FieldRenderers;
