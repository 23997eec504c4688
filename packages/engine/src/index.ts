export {
  DEFAULT_FIELD_SIZE,
  type FieldSize,
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
} from './forms/formGrid';
export { createRegistry, type Registry, RegistryError } from './plugins/createRegistry';
export { defineFieldType, type FieldTypeInput, isEmptyValue } from './plugins/defineFieldType';
export { definePlugin, type Plugin, type PluginInput } from './plugins/definePlugin';
export type {
  FieldOptionsOf,
  FieldTypeDefinition,
  FieldTypeName,
  FieldTypes,
  FieldValidationContext,
  FieldValueOf,
} from './plugins/fieldTypes.types';
export type { Problem } from './plugins/problem';
export { createStore, type Store } from './store/createStore';
