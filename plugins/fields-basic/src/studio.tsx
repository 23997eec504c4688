import type { OptionsEditors } from '@tessera/react';
import { DateOptionsEditor } from './studio/DateOptionsEditor';
import { NumberOptionsEditor } from './studio/NumberOptionsEditor';
import { StaticButtonOptionsEditor } from './studio/StaticButtonOptionsEditor';
import { StaticImageOptionsEditor } from './studio/StaticImageOptionsEditor';
import { StaticProcessHistoryOptionsEditor } from './studio/StaticProcessHistoryOptionsEditor';
import { StaticTextOptionsEditor } from './studio/StaticTextOptionsEditor';
import { TextOptionsEditor } from './studio/TextOptionsEditor';
import { TimeIntervalOptionsEditor } from './studio/TimeIntervalOptionsEditor';

export { DateOptionsEditor } from './studio/DateOptionsEditor';
export { NumberOptionsEditor } from './studio/NumberOptionsEditor';
export { StaticButtonOptionsEditor } from './studio/StaticButtonOptionsEditor';
export { StaticImageOptionsEditor } from './studio/StaticImageOptionsEditor';
export { StaticProcessHistoryOptionsEditor } from './studio/StaticProcessHistoryOptionsEditor';
export { StaticTextOptionsEditor } from './studio/StaticTextOptionsEditor';
export { TextOptionsEditor } from './studio/TextOptionsEditor';
export { TimeIntervalOptionsEditor } from './studio/TimeIntervalOptionsEditor';

/**
 * Studio property editors of the basic field types, keyed by stored type name; types without
 * options of their own have none.
 * @public
 */
export const fieldsBasicEditors = {
  text: TextOptionsEditor,
  number: NumberOptionsEditor,
  date: DateOptionsEditor,
  time_interval: TimeIntervalOptionsEditor,
  static_text: StaticTextOptionsEditor,
  static_image: StaticImageOptionsEditor,
  static_button: StaticButtonOptionsEditor,
  static_process_history: StaticProcessHistoryOptionsEditor,
} as const satisfies OptionsEditors;
