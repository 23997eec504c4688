import { Field, Input, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { FormVariable } from '@tessera/engine';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from '../methods/MethodEditor';
import { numberedName } from '../methods/NamedMethodsEditor';
import { useItemCardStyles } from '../methods/useItemCardStyles';
import { newId, removeAt, replaceAt } from '../processes/processDraft';

export interface FormVariablesEditorProps {
  readonly variables: readonly FormVariable[];
  readonly onChange: (variables: FormVariable[]) => void;
}

/**
 * The form's variables (spec 002 §3, 001 §3.21): named values computed by a method, read by the
 * form's methods (a variable's value) — a rate, a today's date, a value from the page address.
 */
export function FormVariablesEditor({ variables, onChange }: FormVariablesEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const taken = variables.map((variable) => variable.id);
  return (
    <ItemListEditor
      count={variables.length}
      emptyText={t('forms.variables.empty')}
      addLabel={t('forms.variables.add')}
      onAdd={() =>
        onChange([
          ...variables,
          {
            id: newId('var', taken),
            name: numberedName('zmienna')(variables.map((variable) => variable.name)),
            value: { type: 'manual', value: '' },
          },
        ])
      }
    >
      {variables.map((variable, index) => (
        <section
          key={variable.id}
          className={styles.item}
          aria-label={variable.name || variable.id}
        >
          <div className={styles.parts}>
            <Field label={t('forms.variables.name')} required>
              <Input
                value={variable.name}
                onChange={(_, data) =>
                  onChange(replaceAt(variables, index, { ...variable, name: data.value }))
                }
              />
            </Field>
            <Text size={200} className={styles.muted}>
              {t('forms.variables.id', { id: variable.id })}
            </Text>
            <MethodEditor
              label={t('forms.variables.value')}
              method={variable.value}
              onChange={(value) =>
                onChange(
                  replaceAt(variables, index, {
                    ...variable,
                    value: value ?? { type: 'no_value' },
                  }),
                )
              }
            />
          </div>
          <IconActionButton
            icon={<DeleteRegular />}
            label={t('forms.variables.remove', { name: variable.name })}
            onClick={() => onChange(removeAt(variables, index))}
          />
        </section>
      ))}
    </ItemListEditor>
  );
}
