export {
  type FormActions,
  FormActionsProvider,
  type FormActionsProviderProps,
  type FormRowActions,
  type FormRowHandle,
  type FormRowPosition,
  useFormActions,
  useFormRowActions,
} from './FormActionsProvider';
export type {
  FieldRenderer,
  FieldRendererProps,
  FieldRenderers,
  OptionsEditor,
  OptionsEditorProps,
  OptionsEditors,
} from './fieldRenderer.types';
export { RegistryProvider, type RegistryProviderProps, useRegistry } from './RegistryProvider';
export { type RowChange, useRowChangeAllowed } from './useRowChangeAllowed';
export {
  ROW_CHANGE_ATTRIBUTE,
  type RowChangeButton,
  useRowChangeButton,
} from './useRowChangeButton';
export { useStore } from './useStore';
