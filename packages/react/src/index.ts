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
