export {
  DEFAULT_FIELD_SIZE,
  type FieldSize,
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
} from './forms/formGrid';
export type {
  ActionTypeDefinition,
  ActionTypeName,
  ActionTypes,
} from './plugins/actionTypes.types';
export type { BlockTypeDefinition, BlockTypeName, BlockTypes } from './plugins/blockTypes.types';
export {
  createRegistry,
  type Registry,
  RegistryError,
  type Resolved,
} from './plugins/createRegistry';
export { type ActionTypeInput, defineActionType } from './plugins/defineActionType';
export { type BlockTypeInput, defineBlockType } from './plugins/defineBlockType';
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
export type { JsonSchemaObject } from './plugins/jsonSchema.types';
export type { Problem } from './plugins/problem';
export { createStore, type Store } from './store/createStore';
