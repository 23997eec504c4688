import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import type { ConditionDefinition } from '@tessera/engine';
import { ConditionEditor } from '../conditions/ConditionEditor';
import { type ConditionField, newCondition } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** The three conditions of a form field (spec 002 §3: visible, required, disabled). */
export type ConditionProperty = 'visible' | 'required' | 'disabled';

type Mode = 'always' | 'never' | 'when';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  condition: {
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * How a stored condition reads: without one a field is visible, not required and not disabled;
 * a constant is "always" or "never"; anything else is a condition to edit.
 */
function conditionMode(
  property: ConditionProperty,
  condition: ConditionDefinition | undefined,
): Mode {
  if (condition === undefined) return property === 'visible' ? 'always' : 'never';
  if (condition.type === 'constant') return condition.value === true ? 'always' : 'never';
  return 'when';
}

/** The stored condition for a mode; `undefined` where the field's default says the same. */
function conditionFor(
  property: ConditionProperty,
  mode: Mode,
  fields: readonly ConditionField[],
): ConditionDefinition | undefined {
  if (mode === 'when') return newCondition('non_empty', fields);
  const holds = mode === 'always';
  if (holds === (property === 'visible')) return undefined;
  return { type: 'constant', value: holds };
}

export interface FieldConditionPropertyProps {
  readonly property: ConditionProperty;
  readonly condition: ConditionDefinition | undefined;
  readonly onChange: (condition: ConditionDefinition | undefined) => void;
  /** The form's fields the condition may read. */
  readonly fields: readonly ConditionField[];
  readonly problem?: string | undefined;
}

/**
 * One of a field's conditions: always, never, or when a condition holds — then edited with the
 * studio's condition editor (every condition type and operator, nested and/or groups).
 */
export function FieldConditionProperty({
  property,
  condition,
  onChange,
  fields,
  problem,
}: FieldConditionPropertyProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const mode = conditionMode(property, condition);
  const label = t(`forms.conditions.${property}`);
  return (
    <div className={styles.root}>
      <Field label={label} validationMessage={mode === 'when' ? undefined : problem}>
        <Dropdown
          value={t(`forms.conditions.${mode}`)}
          selectedOptions={[mode]}
          onOptionSelect={(_, data) => {
            const next = data.optionValue as Mode;
            if (next !== mode) onChange(conditionFor(property, next, fields));
          }}
        >
          <Option value="always">{t('forms.conditions.always')}</Option>
          <Option value="never">{t('forms.conditions.never')}</Option>
          <Option value="when">{t('forms.conditions.when')}</Option>
        </Dropdown>
      </Field>
      {mode === 'when' && condition && (
        <div className={styles.condition}>
          <ConditionEditor
            condition={condition}
            onChange={(next) => onChange(next)}
            fields={fields}
            label={label}
            problems={problem ? new Map([['', problem]]) : undefined}
          />
        </div>
      )}
    </div>
  );
}
