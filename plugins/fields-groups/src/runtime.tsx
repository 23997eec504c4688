import type { FieldRenderers } from '@tessera/react';
import './definitions/fieldsGroups.types';

/**
 * Runtime components of the structural field types: none. A repeating group and a container are
 * laid out by the form renderer itself (`FormView` in `@tessera/ui`), because only it holds the
 * form store, renders child fields with every plugin's renderers and knows each row's position;
 * a field renderer sees one value. The map exists so an app spreads every plugin's renderers the
 * same way (`{ ...fieldsBasicRenderers, ...fieldsGroupsRenderers }`), and a renderer given here
 * under `repeating_group` or `container` would be ignored.
 * @public
 */
export const fieldsGroupsRenderers = {} as const satisfies FieldRenderers;
