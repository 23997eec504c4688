import { definePlugin } from '@tessera/engine';
import { containerFieldType } from './definitions/containerFieldType';
import { repeatingGroupFieldType } from './definitions/repeatingGroupFieldType';

export {
  checkFieldPlacement,
  checkGroupFields,
  NOT_IN_REPEATING_GROUP,
} from './definitions/checkFieldPlacement';
export { containerFieldType } from './definitions/containerFieldType';
export type { RepeatingGroupValue } from './definitions/fieldsGroups.types';
export {
  containerOptionsSchema,
  repeatingGroupOptionsSchema,
} from './definitions/groupOptionsSchemas';
export { repeatingGroupFieldType } from './definitions/repeatingGroupFieldType';
export { FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages } from './messages';

/**
 * The structural field types, repeating group and container, for
 * `createRegistry([fieldsBasic, fieldsGroups, ...])`. The engine's form store walks both
 * structures itself whether or not this plugin is registered; registering it makes the registry
 * agree (`resolveFieldType('repeating_group')` succeeds) and gives the studio their sizes,
 * options schemas and texts.
 * @public
 */
export const fieldsGroups = definePlugin({
  name: '@tessera/fields-groups',
  fieldTypes: [repeatingGroupFieldType, containerFieldType],
});
