import type { OptionsEditors } from '@tessera/react';
import { NumberOptionsEditor } from './studio/NumberOptionsEditor';
import { TextOptionsEditor } from './studio/TextOptionsEditor';

export { NumberOptionsEditor } from './studio/NumberOptionsEditor';
export { TextOptionsEditor } from './studio/TextOptionsEditor';

/**
 * Studio property editors of the basic field types, keyed by stored type name; types without
 * options of their own have none.
 * @public
 */
export const fieldsBasicEditors = {
  text: TextOptionsEditor,
  number: NumberOptionsEditor,
} as const satisfies OptionsEditors;
