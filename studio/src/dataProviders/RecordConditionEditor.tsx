import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ComparisonOperator, ConditionDefinition, ProviderField } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { ProviderFieldDropdown } from '../common/ProviderFieldDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

/** The comparisons a record rule offers (spec 001 §3.11, the ones that read well here). */
export const recordRuleOperators = [
  'equal',
  'not_equal',
  'includes',
  'in_array',
  'is_included_in',
] as const satisfies readonly ComparisonOperator[];

type RuleOperator = (typeof recordRuleOperators)[number];
type Compared = 'const' | 'current_user' | 'current_user_roles';

/** A one-rule condition: a field of the record compared with a constant or the current user. */
interface SimpleRule {
  readonly fieldId: string;
  readonly operator: RuleOperator;
  readonly compared: Compared;
  readonly value: string;
}

/** The rule a condition is, when it is one this editor edits; null for any other condition. */
export function simpleRuleOf(condition: ConditionDefinition): SimpleRule | null {
  if (condition.type !== 'compare_value' || condition.leftValueAccess.path?.length) return null;
  const operator = condition.operator ?? 'equal';
  if (!(recordRuleOperators as readonly string[]).includes(operator)) return null;
  const right = condition.rightValue;
  const base = { fieldId: condition.leftValueAccess.fieldId, operator: operator as RuleOperator };
  if (right === undefined) return { ...base, compared: 'const', value: '' };
  if (right.type === 'const') {
    return typeof right.value === 'string' || right.value === null
      ? { ...base, compared: 'const', value: right.value ?? '' }
      : null;
  }
  if (
    right.type === 'expression' &&
    (right.expression === 'current_user' || right.expression === 'current_user_roles')
  ) {
    return { ...base, compared: right.expression, value: '' };
  }
  return null;
}

/** The condition of a rule. */
export function conditionOf(rule: SimpleRule): ConditionDefinition {
  return {
    type: 'compare_value',
    leftValueAccess: { fieldId: rule.fieldId },
    operator: rule.operator,
    rightValue:
      rule.compared === 'const'
        ? { type: 'const', value: rule.value }
        : { type: 'expression', expression: rule.compared },
  };
}

/** A new rule's condition: the first field equal to the current user. */
export function defaultRecordCondition(fields: readonly ProviderField[]): ConditionDefinition {
  return conditionOf({
    fieldId: fields[0]?.id ?? '',
    operator: 'equal',
    compared: 'current_user',
    value: '',
  });
}

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

export interface RecordConditionEditorProps {
  readonly condition: ConditionDefinition;
  readonly fields: readonly ProviderField[];
  readonly onChange: (condition: ConditionDefinition) => void;
  readonly validationMessage?: string | undefined;
}

/**
 * Which records holders of a rule's roles see: those whose field compares with a constant, the
 * current user or their roles (e.g. "Opiekun jest równe bieżącemu użytkownikowi"). A compound
 * condition defined elsewhere is kept and named, not flattened.
 */
export function RecordConditionEditor({
  condition,
  fields,
  onChange,
  validationMessage,
}: RecordConditionEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const rule = simpleRuleOf(condition);
  if (rule === null) {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('dataProviders.access.complexCondition')}</MessageBarBody>
      </MessageBar>
    );
  }
  const set = (change: Partial<SimpleRule>) => onChange(conditionOf({ ...rule, ...change }));
  const compared: Record<Compared, string> = {
    const: t('dataProviders.access.compareConst'),
    current_user: t('dataProviders.access.compareUser'),
    current_user_roles: t('dataProviders.access.compareUserRoles'),
  };
  return (
    <div className={styles.row}>
      <Field
        label={t('dataProviders.access.conditionField')}
        validationMessage={validationMessage}
        required
      >
        <ProviderFieldDropdown
          placeholder={t('dataProviders.panel.chooseField')}
          fields={fields}
          value={rule.fieldId}
          unknownText={() => ''}
          onChange={(fieldId) => set({ fieldId })}
        />
      </Field>
      <Field label={t('dataProviders.access.conditionOperator')}>
        <ChoiceDropdown
          choices={choicesOf(recordRuleOperators, (operator) =>
            t(`dataProviders.access.operators.${operator}`),
          )}
          value={rule.operator}
          onChange={(operator) => set({ operator })}
        />
      </Field>
      <Field label={t('dataProviders.access.conditionValueType')}>
        <ChoiceDropdown
          choices={choicesOf(Object.keys(compared) as Compared[], (option) => compared[option])}
          value={rule.compared}
          onChange={(option) => set({ compared: option })}
        />
      </Field>
      {rule.compared === 'const' && (
        <Field label={t('dataProviders.access.conditionValue')}>
          <Input value={rule.value} onChange={(_, data) => set({ value: data.value })} />
        </Field>
      )}
    </div>
  );
}
