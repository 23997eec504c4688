import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CONTEXT_EXPRESSIONS, type MethodDefinition, type ProviderField } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { ProviderFieldDropdown } from '../common/ProviderFieldDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  bindExpression,
  bindTemplate,
  defaultMethod,
  type EditableMethodType,
  editableMethodTypes,
  isEditableMethodType,
  methodFieldNames,
} from './computedMethod';
import { TemplateInput } from './TemplateInput';

export interface ComputedMethodEditorProps {
  readonly method: MethodDefinition;
  readonly onChange: (method: MethodDefinition) => void;
  /** The fields the method may read: those before the computed one. */
  readonly fields: readonly ProviderField[];
  readonly validationMessage?: string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  uses: { color: tokens.colorNeutralForeground3 },
});

/**
 * How a computed field gets its value, without JSON (spec 001 §3.9 methods, the common ones): a
 * math expression or a text template over the fields' database names (each bound to its field
 * by id on the way), another field's value, a value of the session, or a constant. A method of
 * another type stays as defined and is named.
 */
export function ComputedMethodEditor({
  method,
  onChange,
  fields,
  validationMessage,
}: ComputedMethodEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  if (!isEditableMethodType(method.type)) {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('dataProviders.method.other', { type: method.type })}</MessageBarBody>
      </MessageBar>
    );
  }
  const type: EditableMethodType = method.type;
  const used = methodFieldNames(method, fields);
  const example = fields.slice(0, 2).map((field) => field.dbFieldName);

  return (
    <div className={styles.root}>
      <Field label={t('dataProviders.method.type')}>
        <ChoiceDropdown
          choices={choicesOf(editableMethodTypes, (option) =>
            t(`dataProviders.method.types.${option}`),
          )}
          value={type}
          onChange={(option) => onChange(defaultMethod(option))}
        />
      </Field>
      {method.type === 'computed_expression' && (
        <Field
          label={t('dataProviders.method.expression')}
          hint={t('dataProviders.method.expressionHint', {
            example: example.length === 2 ? `${example[0]} * ${example[1]}` : 'cena * ilosc',
          })}
          validationMessage={validationMessage}
          required
        >
          <Input
            className={styles.mono}
            value={method.expression}
            onChange={(_, data) => onChange(bindExpression(data.value, fields))}
          />
        </Field>
      )}
      {method.type === 'templated_string' && (
        <TemplateInput
          label={t('dataProviders.method.template')}
          value={method.template}
          fields={fields}
          validationMessage={validationMessage}
          onChange={(template) => onChange(bindTemplate(template, fields))}
        />
      )}
      {method.type === 'field_value_access' && (
        <Field
          label={t('dataProviders.method.field')}
          validationMessage={validationMessage}
          required
        >
          <ProviderFieldDropdown
            placeholder={t('dataProviders.panel.chooseField')}
            fields={fields}
            value={method.fieldId}
            unknownText={() => ''}
            onChange={(fieldId) => onChange({ type: 'field_value_access', fieldId })}
          />
        </Field>
      )}
      {method.type === 'expression' && (
        <Field label={t('dataProviders.method.sessionValue')}>
          <ChoiceDropdown
            choices={choicesOf(CONTEXT_EXPRESSIONS, (expression) =>
              t(`dataProviders.method.contextExpressions.${expression}`),
            )}
            value={method.expression}
            onChange={(expression) => onChange({ type: 'expression', expression })}
          />
        </Field>
      )}
      {method.type === 'manual' && (
        <Field label={t('dataProviders.method.value')} validationMessage={validationMessage}>
          <Input
            value={method.value === undefined || method.value === null ? '' : String(method.value)}
            onChange={(_, data) => onChange({ type: 'manual', value: data.value })}
          />
        </Field>
      )}
      {used.length > 0 && method.type !== 'field_value_access' && (
        <Text size={200} className={styles.uses}>
          {t('dataProviders.method.usesFields', { names: used.join(', ') })}
        </Text>
      )}
    </div>
  );
}
