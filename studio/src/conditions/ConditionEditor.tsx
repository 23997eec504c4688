import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, GroupListRegular } from '@fluentui/react-icons';
import {
  COMPARISON_OPERATORS,
  CONTEXT_EXPRESSIONS,
  type CompareValueCondition,
  type ConditionDefinition,
  type ContextExpression,
  type SingleCompareValue,
} from '@tessera/engine';
import { useState } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  type ConditionField,
  type ConditionType,
  conditionFieldId,
  conditionTypes,
  isGroup,
  listOperators,
  newCondition,
  newSingleValue,
  type SingleValueKind,
  singleValueKinds,
  withConditionField,
  withConditionType,
  withOperator,
  withSubCondition,
} from './conditionDraft';
import { constValueText, parseConstValue } from './constValue';

export interface ConditionEditorProps {
  /** `undefined`: no condition (offered only when `optional`). */
  readonly condition: ConditionDefinition | undefined;
  readonly onChange: (condition: ConditionDefinition | undefined) => void;
  /** The fields the condition may read. */
  readonly fields: readonly ConditionField[];
  /** Whether "no condition" (always satisfied) is a choice. */
  readonly optional?: boolean;
  /** Messages by JSON pointer relative to the condition (`''`: the condition itself). */
  readonly problems?: ReadonlyMap<string, string>;
  /** What the condition is for, naming the group of inputs. */
  readonly label?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  leaf: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
  },
  groupHint: { color: tokens.colorNeutralForeground2 },
  child: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  remove: { marginTop: tokens.spacingVerticalXL },
  adds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const none = 'none';

/**
 * Edits a condition of spec 001 §3.11 without JSON: comparisons of a field with a constant,
 * another field or a session value under any of the 13 operators (a range for `between`), filled
 * or empty fields, constants, and nested "all of" / "any of" groups. Generic: the caller supplies
 * the fields it may read (a provider's in processes, a form's in forms).
 */
export function ConditionEditor({
  condition,
  onChange,
  fields,
  optional = false,
  problems = new Map(),
  label,
}: ConditionEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const rootLabel = label ?? t('conditions.editor.label');
  if (condition === undefined) {
    return (
      <fieldset className={styles.root} aria-label={rootLabel}>
        <TypePicker
          value={none}
          optional
          onChange={(type) => {
            if (type !== none) onChange(newCondition(type, fields));
          }}
        />
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.root} aria-label={rootLabel}>
      <ConditionNode
        condition={condition}
        onChange={onChange}
        onClear={optional ? () => onChange(undefined) : undefined}
        fields={fields}
        problems={problems}
        pointer=""
      />
    </fieldset>
  );
}

interface NodeProps {
  readonly condition: ConditionDefinition;
  readonly onChange: (condition: ConditionDefinition) => void;
  /** Set at the root of an optional condition: choosing "always" removes it. */
  readonly onClear: (() => void) | undefined;
  readonly fields: readonly ConditionField[];
  readonly problems: ReadonlyMap<string, string>;
  readonly pointer: string;
}

/** The messages about this node's own inputs (not those of its sub-conditions). */
function ownProblem(problems: ReadonlyMap<string, string>, pointer: string, part = '') {
  const at = `${pointer}${part}`;
  for (const [key, message] of problems) {
    if (key === at) return message;
    if (part !== '' && key.startsWith(`${at}/`)) return message;
  }
  return undefined;
}

function ConditionNode({ condition, onChange, onClear, fields, problems, pointer }: NodeProps) {
  const styles = useStyles();
  const { t } = useStudioTranslation();
  const typePicker = (
    <TypePicker
      value={condition.type}
      optional={onClear !== undefined}
      onChange={(type) => {
        if (type === none) onClear?.();
        else onChange(withConditionType(condition, type, fields));
      }}
    />
  );
  if (isGroup(condition)) {
    const problem = ownProblem(problems, pointer);
    return (
      <div className={styles.group}>
        <div className={styles.leaf}>{typePicker}</div>
        <Text size={200} className={styles.groupHint}>
          {t(
            condition.type === 'and' ? 'conditions.editor.groupAll' : 'conditions.editor.groupAny',
          )}
        </Text>
        {condition.conditions.map((child, index) => (
          // Sub-conditions have no ids of their own: their place is what names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={index} className={styles.child}>
            <ConditionNode
              condition={child}
              onChange={(next) => onChange(withSubCondition(condition, index, next))}
              onClear={undefined}
              fields={fields}
              problems={problems}
              pointer={`${pointer}/conditions/${index}`}
            />
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('conditions.editor.remove')}
              title={t('conditions.editor.remove')}
              onClick={() => onChange(withSubCondition(condition, index, null))}
            />
          </div>
        ))}
        {problem && (
          <Text role="alert" className={styles.error}>
            {problem}
          </Text>
        )}
        <div className={styles.adds}>
          <Button
            size="small"
            icon={<AddRegular />}
            onClick={() =>
              onChange({
                ...condition,
                conditions: [...condition.conditions, newCondition('compare_value', fields)],
              })
            }
          >
            {t('conditions.editor.addCondition')}
          </Button>
          <Button
            size="small"
            icon={<GroupListRegular />}
            onClick={() =>
              onChange({
                ...condition,
                conditions: [
                  ...condition.conditions,
                  newCondition(condition.type === 'and' ? 'or' : 'and', fields),
                ],
              })
            }
          >
            {t('conditions.editor.addGroup')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.leaf}>
      {typePicker}
      {condition.type === 'constant' && (
        <Field label={t('conditions.editor.constantValue')}>
          <Dropdown
            value={t(
              condition.value === true
                ? 'conditions.editor.constantTrue'
                : 'conditions.editor.constantFalse',
            )}
            selectedOptions={[String(condition.value === true)]}
            onOptionSelect={(_, data) =>
              onChange({ type: 'constant', value: data.optionValue === 'true' })
            }
          >
            <Option value="true">{t('conditions.editor.constantTrue')}</Option>
            <Option value="false">{t('conditions.editor.constantFalse')}</Option>
          </Dropdown>
        </Field>
      )}
      {condition.type !== 'constant' && (
        <FieldPicker
          label={t('conditions.editor.field')}
          fieldId={conditionFieldId(condition)}
          fields={fields}
          validationMessage={ownProblem(
            problems,
            pointer,
            condition.type === 'compare_value' ? '/leftValueAccess' : '/valueAccess',
          )}
          onChange={(fieldId) => onChange(withConditionField(condition, fieldId))}
        />
      )}
      {condition.type === 'compare_value' && (
        <Comparison
          condition={condition}
          onChange={onChange}
          fields={fields}
          problems={problems}
          pointer={pointer}
        />
      )}
    </div>
  );
}

function TypePicker({
  value,
  optional,
  onChange,
}: {
  value: ConditionType | typeof none;
  optional: boolean;
  onChange: (type: ConditionType | typeof none) => void;
}) {
  const { t } = useStudioTranslation();
  const choices: (ConditionType | typeof none)[] = optional
    ? [none, ...conditionTypes]
    : [...conditionTypes];
  return (
    <Field label={t('conditions.editor.type')}>
      <Dropdown
        value={t(`conditions.types.${value}`)}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => onChange(data.optionValue as ConditionType | typeof none)}
      >
        {choices.map((type) => (
          <Option key={type} value={type}>
            {t(`conditions.types.${type}`)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function FieldPicker({
  label,
  fieldId,
  fields,
  validationMessage,
  onChange,
}: {
  label: string;
  fieldId: string;
  fields: readonly ConditionField[];
  validationMessage: string | undefined;
  onChange: (fieldId: string) => void;
}) {
  const { t } = useStudioTranslation();
  const field = fields.find((candidate) => candidate.id === fieldId);
  return (
    <Field
      label={label}
      validationMessage={
        validationMessage ?? (fields.length === 0 ? t('conditions.editor.noFields') : undefined)
      }
      validationState={validationMessage ? 'error' : fields.length === 0 ? 'warning' : 'none'}
    >
      <Dropdown
        placeholder={t('conditions.editor.chooseField')}
        value={field?.label ?? fieldId}
        selectedOptions={fieldId ? [fieldId] : []}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {fields.map((candidate) => (
          <Option key={candidate.id} value={candidate.id}>
            {candidate.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function Comparison({
  condition,
  onChange,
  fields,
  problems,
  pointer,
}: {
  condition: CompareValueCondition;
  onChange: (condition: ConditionDefinition) => void;
  fields: readonly ConditionField[];
  problems: ReadonlyMap<string, string>;
  pointer: string;
}) {
  const { t } = useStudioTranslation();
  const operator = condition.operator;
  const left = fields.find((field) => field.id === condition.leftValueAccess.fieldId);
  const right = condition.rightValue;
  const list = operator !== undefined && listOperators.includes(operator);
  const setRight = (rightValue: CompareValueCondition['rightValue']) =>
    onChange({ ...condition, rightValue } as CompareValueCondition);
  return (
    <>
      <Field
        label={t('conditions.editor.operator')}
        validationMessage={ownProblem(problems, pointer, '/operator')}
      >
        <Dropdown
          placeholder={t('conditions.editor.operator')}
          value={operator ? t(`conditions.operators.${operator}`) : ''}
          selectedOptions={operator ? [operator] : []}
          onOptionSelect={(_, data) =>
            onChange(
              withOperator(condition, data.optionValue as (typeof COMPARISON_OPERATORS)[number]),
            )
          }
        >
          {COMPARISON_OPERATORS.map((candidate) => (
            <Option key={candidate} value={candidate}>
              {t(`conditions.operators.${candidate}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {right?.type === 'range' ? (
        <>
          <SingleValueEditor
            label={t('conditions.editor.from')}
            value={right.start}
            valueType={left?.valueType}
            list={false}
            fields={fields}
            validationMessage={ownProblem(problems, pointer, '/rightValue/start')}
            onChange={(start) => setRight({ ...right, start })}
          />
          <SingleValueEditor
            label={t('conditions.editor.to')}
            value={right.end}
            valueType={left?.valueType}
            list={false}
            fields={fields}
            validationMessage={ownProblem(problems, pointer, '/rightValue/end')}
            onChange={(end) => setRight({ ...right, end })}
          />
        </>
      ) : (
        <SingleValueEditor
          label={t('conditions.editor.value')}
          value={right}
          valueType={left?.valueType}
          list={list}
          fields={fields}
          validationMessage={ownProblem(problems, pointer, '/rightValue')}
          onChange={setRight}
        />
      )}
    </>
  );
}

function SingleValueEditor({
  label,
  value,
  valueType,
  list,
  fields,
  validationMessage,
  onChange,
}: {
  label: string;
  value: SingleCompareValue | undefined;
  valueType: string | undefined;
  list: boolean;
  fields: readonly ConditionField[];
  validationMessage: string | undefined;
  onChange: (value: SingleCompareValue) => void;
}) {
  const { t } = useStudioTranslation();
  const kind: SingleValueKind = value?.type ?? 'const';
  return (
    <>
      <Field label={`${t('conditions.editor.valueKind')}: ${label.toLowerCase()}`}>
        <Dropdown
          value={t(`conditions.valueKinds.${kind}`)}
          selectedOptions={[kind]}
          onOptionSelect={(_, data) => {
            if (data.optionValue !== kind)
              onChange(newSingleValue(data.optionValue as SingleValueKind, fields));
          }}
        >
          {singleValueKinds.map((candidate) => (
            <Option key={candidate} value={candidate}>
              {t(`conditions.valueKinds.${candidate}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {(value === undefined || value.type === 'const') &&
        (valueType === 'boolean' && !list ? (
          <Field label={label} validationMessage={validationMessage}>
            <Dropdown
              value={
                value?.value === true
                  ? t('conditions.editor.booleanTrue')
                  : value?.value === false
                    ? t('conditions.editor.booleanFalse')
                    : ''
              }
              selectedOptions={typeof value?.value === 'boolean' ? [String(value.value)] : []}
              onOptionSelect={(_, data) =>
                onChange({ type: 'const', value: data.optionValue === 'true' })
              }
            >
              <Option value="true">{t('conditions.editor.booleanTrue')}</Option>
              <Option value="false">{t('conditions.editor.booleanFalse')}</Option>
            </Dropdown>
          </Field>
        ) : (
          <ConstInput
            label={label}
            value={value?.value}
            valueType={valueType}
            list={list}
            validationMessage={validationMessage}
            onChange={(next) => onChange({ type: 'const', value: next })}
          />
        ))}
      {value?.type === 'another_field' && (
        <FieldPicker
          label={label}
          fieldId={value.valueAccess.fieldId}
          fields={fields}
          validationMessage={validationMessage}
          onChange={(fieldId) => onChange({ type: 'another_field', valueAccess: { fieldId } })}
        />
      )}
      {value?.type === 'expression' && (
        <Field label={label} validationMessage={validationMessage}>
          <Dropdown
            value={t(`conditions.expressions.${value.expression}`)}
            selectedOptions={[value.expression]}
            onOptionSelect={(_, data) =>
              onChange({ type: 'expression', expression: data.optionValue as ContextExpression })
            }
          >
            {CONTEXT_EXPRESSIONS.map((expression) => (
              <Option key={expression} value={expression}>
                {t(`conditions.expressions.${expression}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
    </>
  );
}

/** A constant typed as text; the text typed is kept while it does not parse back the same. */
function ConstInput({
  label,
  value,
  valueType,
  list,
  validationMessage,
  onChange,
}: {
  label: string;
  value: unknown;
  valueType: string | undefined;
  list: boolean;
  validationMessage: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { t } = useStudioTranslation();
  const [text, setText] = useState(() => constValueText(value));
  // What was typed stays while it stands for the value ("a, " is still the list ["a"]).
  const parsed = parseConstValue(text, { valueType, list });
  const shown = JSON.stringify(parsed) === JSON.stringify(value) ? text : constValueText(value);
  return (
    <Field
      label={label}
      hint={list ? t('conditions.editor.listHint') : undefined}
      validationMessage={validationMessage}
    >
      <Input
        value={shown}
        type={valueType === 'number' && !list ? 'number' : 'text'}
        onChange={(_, data) => {
          setText(data.value);
          onChange(parseConstValue(data.value, { valueType, list }));
        }}
      />
    </Field>
  );
}
