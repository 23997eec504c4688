export { MAX_REPEATING_GROUP_ROWS } from './compileForm';
export {
  createDependencyGraph,
  type DependencyGraph,
  type DependencyNode,
} from './createDependencyGraph';
export { createFormStore, type FormStore, type FormStoreOptions } from './createFormStore';
export {
  DEFAULT_FIELD_SIZE,
  type FieldSize,
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
} from './formGrid';
export type {
  FieldState,
  FormState,
  RowFieldState,
  RowLimits,
  RowState,
} from './formState.types';
export {
  type FieldLayout,
  type FormRow,
  groupFieldsIntoRows,
  type PlacedField,
} from './groupFieldsIntoRows';
export { delegatedMethodKey, locateDelegatedMethods } from './locateDelegatedMethods';
export { MAX_RUNS_PER_CHAIN, type PropagationResult, propagateChange } from './propagateChange';
