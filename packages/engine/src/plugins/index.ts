export type { ActionTypeDefinition, ActionTypeName, ActionTypes } from './actionTypes.types';
export type { BlockTypeDefinition, BlockTypeName, BlockTypes } from './blockTypes.types';
export { createRegistry, type Registry, RegistryError, type Resolved } from './createRegistry';
export { type ActionTypeInput, defineActionType } from './defineActionType';
export { type BlockTypeInput, defineBlockType } from './defineBlockType';
export { defineFieldType, type FieldTypeInput, isEmptyValue } from './defineFieldType';
export { definePlugin, type Plugin, type PluginInput } from './definePlugin';
export type {
  FieldOptionsOf,
  FieldTypeDefinition,
  FieldTypeName,
  FieldTypes,
  FieldValidationContext,
  FieldValueOf,
} from './fieldTypes.types';
export type { JsonSchemaObject } from './jsonSchema.types';
export type { Problem } from './problem';
