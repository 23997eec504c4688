import type { OptionsEditors } from '@tessera/react';
import { ChoiceListOptionsEditor } from './studio/ChoiceListOptionsEditor';
import { ListSelectOptionsEditor } from './studio/ListSelectOptionsEditor';

export { ChoiceListOptionsEditor } from './studio/ChoiceListOptionsEditor';
export { ChoiceSourceOptionsEditor } from './studio/ChoiceSourceOptionsEditor';
export { ListSelectOptionsEditor } from './studio/ListSelectOptionsEditor';

/**
 * Studio property editors of the choice field types, keyed by stored type name. The query's
 * filter and sorting are kept as stored; editing them belongs to the shared query editor.
 * @public
 */
export const fieldsChoiceEditors = {
  list_select: ListSelectOptionsEditor,
  radio_group: ChoiceListOptionsEditor,
  checkbox_list: ChoiceListOptionsEditor,
} as const satisfies OptionsEditors;
