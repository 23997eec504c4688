import { Field, Input } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { MethodDefinition } from '@tessera/engine';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from '../processes/processDraft';
import { MethodEditor } from './MethodEditor';
import { useItemCardStyles } from './useItemCardStyles';

/** One named method: a url parameter, a composed property, a template placeholder. */
export interface NamedMethod {
  readonly name: string;
  readonly value: MethodDefinition;
}

export interface NamedMethodsEditorProps {
  readonly items: readonly NamedMethod[];
  readonly onChange: (items: NamedMethod[]) => void;
  /** The name input's label ("Parametr", "Nazwa"...). */
  readonly nameLabel: string;
  readonly addLabel: string;
  readonly emptyText: string;
  /** The name a new item gets, unique among `taken`. */
  readonly newName: (taken: readonly string[]) => string;
}

/** A list of named methods edited in place: each a name and its method, nested. */
export function NamedMethodsEditor({
  items,
  onChange,
  nameLabel,
  addLabel,
  emptyText,
  newName,
}: NamedMethodsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const names = items.map((item) => item.name);
  return (
    <ItemListEditor
      compact
      count={items.length}
      emptyText={emptyText}
      addLabel={addLabel}
      onAdd={() =>
        onChange([...items, { name: newName(names), value: { type: 'manual', value: '' } }])
      }
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names change as they are typed; place names the row.
        <div key={index} className={styles.item}>
          <div className={styles.parts}>
            <Field label={nameLabel} required>
              <Input
                value={item.name}
                onChange={(_, data) =>
                  onChange(replaceAt(items, index, { ...item, name: data.value }))
                }
              />
            </Field>
            <MethodEditor
              nested
              label={item.name || nameLabel}
              method={item.value}
              onChange={(value) =>
                onChange(replaceAt(items, index, { ...item, value: value ?? { type: 'no_value' } }))
              }
            />
          </div>
          <IconActionButton
            icon={<DeleteRegular />}
            label={t('methods.editor.removeMapEntry', { name: item.name })}
            onClick={() => onChange(removeAt(items, index))}
          />
        </div>
      ))}
    </ItemListEditor>
  );
}

/** The first `prefix` + number not among `taken` (`param1`, `param2`...). */
export function numberedName(prefix: string): (taken: readonly string[]) => string {
  return (taken) => {
    let number = taken.length + 1;
    while (taken.includes(`${prefix}${number}`)) number += 1;
    return `${prefix}${number}`;
  };
}
