import { Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { CONTEXT_EXPRESSIONS, DEVICE_INFO_TYPES, type MethodDefinition } from '@tessera/engine';
import { useState } from 'react';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { AccessPathEditor } from './AccessPathEditor';
import { CalculatedFunctionFields } from './CalculatedFunctionFields';
import { ComposedValueFields } from './ComposedValueFields';
import { ConditionalValueFields } from './ConditionalValueFields';
import { GeneratedUrlFields } from './GeneratedUrlFields';
import { MathExpressionEditor } from './MathExpressionEditor';
import { MethodMapEditor } from './MethodMapEditor';
import { useMethodScope } from './MethodScope';
import { manualValueText, parseManualValue } from './manualValue';
import { without } from './methodDraft';
import { ServerMethodFields } from './ServerMethodFields';
import { TransformedValueFields } from './TransformedValueFields';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

export interface MethodTypeFieldsProps {
  readonly method: MethodDefinition;
  readonly onChange: (method: MethodDefinition) => void;
}

/** The inputs of one method type (spec 001 §3.9); nested methods use the method editor again. */
export function MethodTypeFields({ method, onChange }: MethodTypeFieldsProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const scope = useMethodScope();
  const fieldChoices = scope.fields.map((field) => ({ value: field.id, text: field.label }));

  switch (method.type) {
    case 'current_record_id':
    case 'no_value':
      return (
        <Text size={200} className={styles.muted}>
          {t('methods.editor.nothingToSet')}
        </Text>
      );
    case 'field_value_access':
      return (
        <>
          <Field
            label={t('methods.editor.field')}
            required
            validationMessage={scope.fields.length === 0 ? t('methods.editor.noFields') : undefined}
            validationState={scope.fields.length === 0 ? 'warning' : 'none'}
          >
            <ChoiceDropdown
              placeholder={t('methods.editor.chooseField')}
              choices={fieldChoices}
              value={method.fieldId}
              onChange={(fieldId) => onChange({ ...method, fieldId })}
            />
          </Field>
          <AccessPathEditor
            path={method.path}
            onChange={(path) => onChange(path ? { ...method, path } : without(method, 'path'))}
          />
        </>
      );
    case 'variable_value':
      return (
        <>
          <Field
            label={t('methods.editor.variable')}
            required
            validationMessage={
              scope.variables.length === 0 ? t('methods.editor.noVariables') : undefined
            }
            validationState={scope.variables.length === 0 ? 'warning' : 'none'}
          >
            <ChoiceDropdown
              placeholder={t('methods.editor.chooseVariable')}
              choices={scope.variables.map((variable) => ({
                value: variable.id,
                text: variable.name || variable.id,
              }))}
              value={method.variableId}
              onChange={(variableId) => onChange({ ...method, variableId })}
            />
          </Field>
          <AccessPathEditor
            path={method.path}
            onChange={(path) => onChange(path ? { ...method, path } : without(method, 'path'))}
          />
        </>
      );
    case 'manual':
      return (
        <ManualValueInput
          value={method.value}
          onChange={(value) => onChange({ type: 'manual', value })}
        />
      );
    case 'expression':
      return (
        <Field label={t('methods.editor.sessionValue')}>
          <ChoiceDropdown
            choices={choicesOf(CONTEXT_EXPRESSIONS, (expression) =>
              t(`methods.contextExpressions.${expression}`),
            )}
            value={method.expression}
            onChange={(expression) => onChange({ type: 'expression', expression })}
          />
        </Field>
      );
    case 'url_query':
      return (
        <Field label={t('methods.editor.paramName')} required>
          <Input
            value={method.paramName}
            onChange={(_, data) => onChange({ type: 'url_query', paramName: data.value })}
          />
        </Field>
      );
    case 'device_info':
      return (
        <Field label={t('methods.editor.deviceInfoType')}>
          <ChoiceDropdown
            choices={choicesOf(DEVICE_INFO_TYPES, (type) => t(`methods.deviceInfoTypes.${type}`))}
            value={method.deviceInfoType}
            onChange={(deviceInfoType) => onChange({ type: 'device_info', deviceInfoType })}
          />
        </Field>
      );
    case 'templated_string':
      return (
        <>
          <Field
            label={t('methods.editor.template')}
            hint={t('methods.editor.templateHint', {
              example: `{{${scope.fields[0]?.id ?? 'pole'}}}`,
            })}
            required
          >
            <Textarea
              textarea={{ className: styles.mono }}
              value={method.template}
              onChange={(_, data) => onChange({ ...method, template: data.value })}
            />
          </Field>
          <div className={styles.part}>
            <Text size={200} weight="semibold">
              {t('methods.editor.placeholders')}
            </Text>
            <MethodMapEditor
              value={method.placeholders}
              newNamePrefix="wartosc"
              onChange={(placeholders) =>
                onChange(
                  placeholders ? { ...method, placeholders } : without(method, 'placeholders'),
                )
              }
            />
          </div>
        </>
      );
    case 'computed_expression':
      return (
        <>
          <MathExpressionEditor
            label={t('methods.editor.expression')}
            hint={t('methods.editor.expressionHint')}
            value={method.expression}
            fields={scope.fields}
            boundNames={Object.keys(method.variables ?? {})}
            onChange={(expression) => onChange({ ...method, expression })}
          />
          <div className={styles.part}>
            <Text size={200} weight="semibold">
              {t('methods.editor.expressionVariables')}
            </Text>
            <MethodMapEditor
              value={method.variables}
              newNamePrefix="x"
              onChange={(variables) =>
                onChange(variables ? { ...method, variables } : without(method, 'variables'))
              }
            />
          </div>
        </>
      );
    case 'conditional_value':
      return <ConditionalValueFields method={method} onChange={onChange} />;
    case 'generated_url_value':
      return <GeneratedUrlFields method={method} onChange={onChange} />;
    case 'composed_complex_value':
      return <ComposedValueFields method={method} onChange={onChange} />;
    case 'transformed_value':
      return <TransformedValueFields method={method} onChange={onChange} />;
    case 'calculated_function':
      return <CalculatedFunctionFields method={method} onChange={onChange} />;
    default:
      return <ServerMethodFields method={method} onChange={onChange} />;
  }
}

/** A manual constant typed as text; what was typed stays while it reads back the same. */
function ManualValueInput({
  value,
  onChange,
}: {
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}) {
  const { t } = useStudioTranslation();
  const [text, setText] = useState(() => manualValueText(value));
  const shown =
    JSON.stringify(parseManualValue(text)) === JSON.stringify(value)
      ? text
      : manualValueText(value);
  return (
    <Field label={t('methods.editor.value')} hint={t('methods.editor.valueHint')}>
      <Input
        value={shown}
        onChange={(_, data) => {
          setText(data.value);
          onChange(parseManualValue(data.value));
        }}
      />
    </Field>
  );
}
