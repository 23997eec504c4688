import type { MethodDefinition } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { NamedMethodsEditor, numberedName } from './NamedMethodsEditor';

export interface MethodMapEditorProps {
  /** Methods by name (an expression's variables, a template's placeholders, inputs). */
  readonly value: Readonly<Record<string, MethodDefinition>> | undefined;
  /** `undefined` when no entry is left: the optional property goes away. */
  readonly onChange: (value: Record<string, MethodDefinition> | undefined) => void;
  readonly newNamePrefix: string;
}

/**
 * A map of named methods, edited as a list in its stored order; of two entries given one name
 * the map keeps the first.
 */
export function MethodMapEditor({ value, onChange, newNamePrefix }: MethodMapEditorProps) {
  const { t } = useStudioTranslation();
  const items = Object.entries(value ?? {}).map(([name, method]) => ({ name, value: method }));
  return (
    <NamedMethodsEditor
      items={items}
      nameLabel={t('methods.editor.mapName')}
      addLabel={t('methods.editor.addMapEntry')}
      emptyText={t('methods.editor.noMapEntries')}
      newName={numberedName(newNamePrefix)}
      onChange={(next) => {
        const map: Record<string, MethodDefinition> = {};
        for (const item of next) {
          if (!Object.hasOwn(map, item.name)) map[item.name] = item.value;
        }
        onChange(next.length === 0 ? undefined : map);
      }}
    />
  );
}
