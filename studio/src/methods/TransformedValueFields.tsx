import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  DATE_SHIFT_ACTIONS,
  DATE_SHIFT_UNITS,
  type DateShiftComponent,
  type MethodDefinition,
  TRANSFORMATION_TYPES,
  type TransformationDefinition,
  type TransformedValueMethod,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from '../processes/processDraft';
import { MethodEditor } from './MethodEditor';
import { newTransformation } from './methodDraft';
import { useItemCardStyles } from './useItemCardStyles';

const useStyles = makeStyles({
  shift: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'end',
  },
});

export interface TransformedValueFieldsProps {
  readonly method: TransformedValueMethod;
  readonly onChange: (method: MethodDefinition) => void;
}

/** transformed_value: a value passed through transformations, one after another (spec 001 §3.14). */
export function TransformedValueFields({ method, onChange }: TransformedValueFieldsProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const { transformations } = method;
  const set = (index: number, next: TransformationDefinition | null) =>
    onChange({
      ...method,
      transformations:
        next === null ? removeAt(transformations, index) : replaceAt(transformations, index, next),
    });
  return (
    <>
      <MethodEditor
        nested
        label={t('methods.editor.transformedInput')}
        method={method.value}
        onChange={(value) => onChange({ ...method, value: value ?? { type: 'no_value' } })}
      />
      <Text size={200} weight="semibold">
        {t('methods.editor.transformations')}
      </Text>
      <ItemListEditor
        compact
        count={transformations.length}
        emptyText={t('methods.editor.noTransformations')}
        addLabel={t('methods.editor.addTransformation')}
        onAdd={() =>
          onChange({
            ...method,
            transformations: [...transformations, newTransformation('value_retrieve')],
          })
        }
      >
        {transformations.map((transformation, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: transformations are named by their order.
            <div key={index} className={styles.item}>
              <div className={styles.parts}>
                <Field label={t('methods.editor.transformation', { number })}>
                  <ChoiceDropdown
                    choices={choicesOf(TRANSFORMATION_TYPES, (type) =>
                      t(`methods.transformationTypes.${type}`),
                    )}
                    value={transformation.type}
                    onChange={(type) => set(index, newTransformation(type))}
                  />
                </Field>
                {(transformation.type === 'value_retrieve' ||
                  transformation.type === 'array_column_retrieve' ||
                  transformation.type === 'unwind') && (
                  <Field
                    label={t('methods.editor.transformationPath')}
                    required={transformation.type !== 'unwind'}
                  >
                    <Input
                      value={transformation.path ?? ''}
                      onChange={(_, data) =>
                        set(
                          index,
                          transformation.type === 'unwind' && data.value === ''
                            ? { type: 'unwind' }
                            : { ...transformation, path: data.value },
                        )
                      }
                    />
                  </Field>
                )}
                {transformation.type === 'complex_date_shift' && (
                  <DateShiftComponents
                    components={transformation.components}
                    onChange={(components) => set(index, { ...transformation, components })}
                  />
                )}
              </div>
              <IconActionButton
                icon={<DeleteRegular />}
                label={t('methods.editor.removeTransformation', { number })}
                onClick={() => set(index, null)}
              />
            </div>
          );
        })}
      </ItemListEditor>
    </>
  );
}

function DateShiftComponents({
  components,
  onChange,
}: {
  readonly components: readonly DateShiftComponent[];
  readonly onChange: (components: DateShiftComponent[]) => void;
}) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <ItemListEditor
      compact
      count={components.length}
      emptyText={t('methods.editor.noTransformations')}
      addLabel={t('methods.editor.addShift')}
      onAdd={() => onChange([...components, { unit: 'day', action: 'shift', value: 1 }])}
    >
      {components.map((component, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps are named by their order.
        <div key={index} className={styles.shift}>
          <Field label={t('methods.editor.shiftAction')}>
            <ChoiceDropdown
              choices={choicesOf(DATE_SHIFT_ACTIONS, (action) =>
                t(`methods.shiftActions.${action}`),
              )}
              value={component.action}
              onChange={(action) =>
                onChange(replaceAt(components, index, { ...component, action }))
              }
            />
          </Field>
          <Field label={t('methods.editor.shiftValue')}>
            <Input
              type="number"
              value={String(component.value)}
              onChange={(_, data) => {
                const value = Number.parseInt(data.value, 10);
                onChange(
                  replaceAt(components, index, {
                    ...component,
                    value: Number.isFinite(value) ? value : 0,
                  }),
                );
              }}
            />
          </Field>
          <Field label={t('methods.editor.shiftUnit')}>
            <ChoiceDropdown
              choices={choicesOf(DATE_SHIFT_UNITS, (unit) => t(`methods.shiftUnits.${unit}`))}
              value={component.unit}
              onChange={(unit) => onChange(replaceAt(components, index, { ...component, unit }))}
            />
          </Field>
          <IconActionButton
            icon={<DeleteRegular />}
            label={t('methods.editor.removeShift', { number: index + 1 })}
            onClick={() => onChange(removeAt(components, index))}
          />
        </div>
      ))}
    </ItemListEditor>
  );
}
