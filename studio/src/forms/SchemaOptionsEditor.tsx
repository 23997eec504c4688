import { Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import type { JsonSchemaObject } from '@tessera/engine';
import { parseDecimal } from '@tessera/fields-basic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type SchemaOptionInput, schemaOptionInputs } from './schemaOptionInputs';
import { translate } from './translate';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Options = Readonly<Record<string, unknown>>;

function NumberInput({
  input,
  label,
  value,
  onChange,
}: {
  input: Extract<SchemaOptionInput, { kind: 'number' }>;
  label: string;
  value: unknown;
  onChange: (value: number | null) => void;
}) {
  const { t: common } = useTranslation();
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const problemOf = (next: number | null): string | undefined => {
    if (next === null) return input.nullable ? undefined : common('validations.required');
    if (Number.isNaN(next)) return common('validations.invalid');
    if (input.integer && !Number.isInteger(next)) return common('validations.integer');
    if (input.minimum !== undefined && next < input.minimum) {
      return common('validations.min_value', { min: input.minimum });
    }
    if (input.maximum !== undefined && next > input.maximum) {
      return common('validations.max_value', { max: input.maximum });
    }
    return undefined;
  };
  return (
    <Field label={label} validationMessage={problemOf(parseDecimal(text))}>
      <Input
        inputMode={input.integer ? 'numeric' : 'decimal'}
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          const next = parseDecimal(data.value);
          if (problemOf(next) === undefined) onChange(next);
        }}
      />
    </Field>
  );
}

export interface SchemaOptionsEditorProps {
  readonly schema: JsonSchemaObject;
  readonly options: Options;
  readonly onChange: (options: Options) => void;
  /** Where the option labels are (`options.{key}` of the type's plugin); the key otherwise. */
  readonly namespace: string | null;
}

/**
 * A field type's options edited from its JSON Schema, for types whose plugin brings no editor
 * of its own: one input per option the schema describes simply (see `schemaOptionInputs`),
 * labelled by the plugin's texts.
 */
export function SchemaOptionsEditor({
  schema,
  options,
  onChange,
  namespace,
}: SchemaOptionsEditorProps) {
  const { t } = useStudioTranslation();
  const { i18n } = useTranslation();
  const styles = useStyles();
  const inputs = schemaOptionInputs(schema);
  if (inputs.length === 0) {
    return <Text className={styles.muted}>{t('forms.panel.noOptions')}</Text>;
  }
  const labelOf = (key: string) =>
    namespace === null
      ? key
      : translate(i18n, `options.${key}`, { ns: namespace, defaultValue: key });
  const set = (key: string, value: unknown) => onChange({ ...options, [key]: value });
  return (
    <div className={styles.root}>
      {inputs.map((input) => {
        const label = labelOf(input.key);
        const value = options[input.key];
        switch (input.kind) {
          case 'text':
            return (
              <Field key={input.key} label={label}>
                <Input
                  value={typeof value === 'string' ? value : ''}
                  onChange={(_, data) =>
                    set(input.key, data.value === '' && input.nullable ? null : data.value)
                  }
                />
              </Field>
            );
          case 'number':
            return (
              <NumberInput
                key={input.key}
                input={input}
                label={label}
                value={value}
                onChange={(next) => set(input.key, next)}
              />
            );
          case 'boolean':
            return (
              <Field key={input.key}>
                <Switch
                  label={label}
                  checked={value === true}
                  onChange={(_, data) => set(input.key, data.checked)}
                />
              </Field>
            );
          case 'enum': {
            const textOf = (choice: unknown) => (choice === null ? '—' : labelOf(String(choice)));
            return (
              <Field key={input.key} label={label}>
                <ChoiceDropdown
                  choices={input.values.map((choice) => ({
                    value: JSON.stringify(choice),
                    text: textOf(choice),
                  }))}
                  value={JSON.stringify(value ?? null)}
                  unknownText={() => textOf(value ?? null)}
                  onChange={(choice) => set(input.key, JSON.parse(choice) as unknown)}
                />
              </Field>
            );
          }
          case 'stringList':
            return (
              <StringListInput
                key={input.key}
                label={label}
                value={Array.isArray(value) ? value.map(String) : []}
                onChange={(next) => set(input.key, next)}
              />
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

/** A list of texts typed comma-separated; the list keeps each text once, trimmed. */
function StringListInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Field label={label}>
      <Input
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          const items = data.value
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item !== '');
          onChange([...new Set(items)]);
        }}
      />
    </Field>
  );
}
