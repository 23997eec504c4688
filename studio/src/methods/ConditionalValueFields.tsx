import { Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ConditionalValueMethod, MethodDefinition } from '@tessera/engine';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { ConditionEditor } from '../conditions/ConditionEditor';
import { newCondition } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from '../processes/processDraft';
import { MethodEditor } from './MethodEditor';
import { useMethodScope } from './MethodScope';
import { without } from './methodDraft';
import { useItemCardStyles } from './useItemCardStyles';

export interface ConditionalValueFieldsProps {
  readonly method: ConditionalValueMethod;
  readonly onChange: (method: MethodDefinition) => void;
}

/**
 * conditional_value: choices in order, each a condition (the studio's condition editor) and the
 * value when it holds; the first holding choice wins, else the "otherwise" value (else none).
 */
export function ConditionalValueFields({ method, onChange }: ConditionalValueFieldsProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const { fields } = useMethodScope();
  const { choices } = method;
  return (
    <>
      <Text size={200} weight="semibold">
        {t('methods.editor.choices')}
      </Text>
      <ItemListEditor
        compact
        count={choices.length}
        emptyText={t('methods.editor.noChoices')}
        addLabel={t('methods.editor.addChoice')}
        onAdd={() =>
          onChange({
            ...method,
            choices: [
              ...choices,
              {
                condition: newCondition('compare_value', fields),
                value: { type: 'manual', value: '' },
              },
            ],
          })
        }
      >
        {choices.map((choice, index) => {
          const number = index + 1;
          const label = t('methods.editor.choice', { number });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: choices have no ids; their order names them.
            <div key={index} className={styles.item}>
              <div className={styles.parts}>
                <Text weight="semibold">{label}</Text>
                <Text size={200}>{t('methods.editor.when')}</Text>
                <ConditionEditor
                  label={`${label}: ${t('methods.editor.when')}`}
                  condition={choice.condition}
                  fields={fields}
                  onChange={(condition) =>
                    condition &&
                    onChange({
                      ...method,
                      choices: replaceAt(choices, index, { ...choice, condition }),
                    })
                  }
                />
                <MethodEditor
                  nested
                  label={`${label}: ${t('methods.editor.thenValue')}`}
                  method={choice.value}
                  onChange={(value) =>
                    onChange({
                      ...method,
                      choices: replaceAt(choices, index, {
                        ...choice,
                        value: value ?? { type: 'no_value' },
                      }),
                    })
                  }
                />
              </div>
              <IconActionButton
                icon={<DeleteRegular />}
                label={t('methods.editor.removeChoice', { number })}
                onClick={() => onChange({ ...method, choices: removeAt(choices, index) })}
              />
            </div>
          );
        })}
      </ItemListEditor>
      <MethodEditor
        nested
        optional
        label={t('methods.editor.otherwise')}
        method={method.otherwise}
        onChange={(otherwise) =>
          onChange(otherwise ? { ...method, otherwise } : without(method, 'otherwise'))
        }
      />
    </>
  );
}
