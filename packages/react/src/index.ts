export {
  type FormActions,
  FormActionsProvider,
  type FormActionsProviderProps,
  type FormRowPosition,
  useFormActions,
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
export { useStore } from './useStore';
