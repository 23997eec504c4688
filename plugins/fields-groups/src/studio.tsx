import type { OptionsEditors } from '@tessera/react';
import './definitions/fieldsGroups.types';
import { RepeatingGroupOptionsEditor } from './studio/RepeatingGroupOptionsEditor';

export { RepeatingGroupOptionsEditor } from './studio/RepeatingGroupOptionsEditor';

/**
 * Studio property editors of the structural field types, keyed by stored type name. A
 * container's only option is its fields, placed on the form grid, so it has no editor.
 * @public
 */
export const fieldsGroupsEditors = {
  repeating_group: RepeatingGroupOptionsEditor,
} as const satisfies OptionsEditors;
