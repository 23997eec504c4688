import {
  Checkbox,
  Divider,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  type DataProviderType,
  type ProviderField,
  type ProviderFieldValue,
  SYSTEM_SOURCES,
  type TimeIntervalDuration,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { ComputedMethodEditor } from './ComputedMethodEditor';
import { FieldSourceEditor } from './FieldSourceEditor';
import { FieldTransformEditor } from './FieldTransformEditor';
import {
  changeFieldKind,
  changeValueType,
  editableValueTypes,
  fieldKindsOf,
} from './providerDraft';
import type { RelatedProvider } from './providerOptions.types';
import { TemplateInput } from './TemplateInput';

export interface FieldEditorPanelProps {
  readonly field: ProviderField;
  /** Every field of the provider, in order (a computed field reads those before it). */
  readonly fields: readonly ProviderField[];
  readonly onChange: (field: ProviderField) => void;
  /** Providers a relation may point to. */
  readonly providers: readonly RelatedProvider[];
  /** The message of this field's problem at a part (`dbFieldName`, `template`...), if any. */
  readonly problem: (part: string) => string | undefined;
  /** The provider's type: which field kinds it holds. @default 'manual' */
  readonly providerType?: DataProviderType;
  /** What a computed provider's field reads: its source's fields, a pipeline's row properties. */
  readonly source?: {
    readonly fields: readonly ProviderField[] | undefined;
    readonly rowProperties: readonly string[];
  };
  /** The problems of an aggregation's condition, by JSON pointer inside it. */
  readonly conditionProblems?: ReadonlyMap<string, string>;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

type DurationPreset = 'any' | 'days' | 'months' | 'years';

function presetOf(duration: TimeIntervalDuration | undefined): DurationPreset {
  if (duration?.days === 1) return 'days';
  if (duration?.months === 1) return 'months';
  if (duration?.years === 1) return 'years';
  return 'any';
}

const noProblems: ReadonlyMap<string, string> = new Map();

/**
 * The settings of one provider field (spec 001 §3.3): name, database name (a name token, unique
 * in the provider), kind (those the provider's type holds), value type with its options,
 * transform, and — by kind — the string template, the computing method, or what the field of a
 * computed provider reads; active or not.
 */
export function FieldEditorPanel({
  field,
  fields,
  onChange,
  providers,
  problem,
  providerType = 'manual',
  source = { fields: undefined, rowProperties: [] },
  conditionProblems = noProblems,
}: FieldEditorPanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const index = fields.findIndex((candidate) => candidate.id === field.id);
  const before = fields
    .slice(0, Math.max(index, 0))
    .filter((candidate) => candidate.status !== 'deleted');
  const kinds = fieldKindsOf(providerType);
  const kindFits = kinds.includes(field.type);
  const valueType = field.fieldValue.type;
  const valueTypeEditable =
    kindFits &&
    (editableValueTypes as readonly string[]).includes(valueType) &&
    field.type !== 'computed_string_template';
  const presets: Record<DurationPreset, string> = {
    any: t('dataProviders.panel.durationAny'),
    days: t('dataProviders.panel.durationDay'),
    months: t('dataProviders.panel.durationMonth'),
    years: t('dataProviders.panel.durationYear'),
  };
  const setFieldValue = (fieldValue: ProviderFieldValue) =>
    onChange({ ...field, fieldValue } as ProviderField);

  return (
    <section className={styles.root} aria-label={t('dataProviders.panel.title')}>
      <Text as="h3" size={400} weight="semibold" className={styles.title}>
        {t('dataProviders.panel.title')}
      </Text>
      <div className={styles.row}>
        <Field
          label={t('dataProviders.panel.name')}
          hint={t('dataProviders.panel.nameHint')}
          validationMessage={problem('name')}
        >
          <Input
            value={field.name ?? ''}
            onChange={(_, data) => onChange({ ...field, name: data.value })}
          />
        </Field>
        <Field
          label={t('dataProviders.panel.dbFieldName')}
          hint={t('dataProviders.panel.dbFieldNameHint')}
          validationMessage={problem('dbFieldName')}
          required
        >
          <Input
            className={styles.mono}
            value={field.dbFieldName}
            onChange={(_, data) => onChange({ ...field, dbFieldName: data.value })}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('dataProviders.panel.kind')} validationMessage={problem('type')}>
          <ChoiceDropdown
            disabled={!kindFits || kinds.length < 2}
            choices={choicesOf(kinds, (kind) => t(`dataProviders.kinds.${kind}`))}
            value={field.type}
            unknownText={() => t(`dataProviders.kinds.${field.type}`)}
            onChange={(kind) => onChange(changeFieldKind(field, kind))}
          />
        </Field>
        <Field label={t('dataProviders.panel.valueType')} validationMessage={problem('fieldValue')}>
          <ChoiceDropdown
            disabled={!valueTypeEditable}
            choices={choicesOf(editableValueTypes, (type) => t(`dataProviders.valueTypes.${type}`))}
            value={valueType}
            unknownText={() => t(`dataProviders.valueTypes.${valueType}`)}
            onChange={(type) => onChange(changeValueType(field, type))}
          />
        </Field>
      </div>
      {!kindFits && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('dataProviders.panel.otherKind')}</MessageBarBody>
        </MessageBar>
      )}
      {valueType === 'schema' && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('dataProviders.panel.schemaValue')}</MessageBarBody>
        </MessageBar>
      )}
      {field.fieldValue.type === 'system_source_reference' && (
        <div className={styles.row}>
          <Field label={t('dataProviders.panel.source')}>
            <ChoiceDropdown
              choices={choicesOf(SYSTEM_SOURCES, (source) =>
                t(`dataProviders.systemSources.${source}`),
              )}
              value={field.fieldValue.source}
              onChange={(source) =>
                field.fieldValue.type === 'system_source_reference' &&
                setFieldValue({ ...field.fieldValue, source })
              }
            />
          </Field>
          <Checkbox
            label={t('dataProviders.panel.multiple')}
            checked={field.fieldValue.multiple}
            onChange={(_, data) =>
              field.fieldValue.type === 'system_source_reference' &&
              setFieldValue({ ...field.fieldValue, multiple: data.checked === true })
            }
          />
        </div>
      )}
      {field.fieldValue.type === 'time_interval' && (
        <Field label={t('dataProviders.panel.duration')}>
          <ChoiceDropdown
            choices={choicesOf(
              Object.keys(presets) as DurationPreset[],
              (preset) => presets[preset],
            )}
            value={presetOf(field.fieldValue.duration)}
            onChange={(preset) =>
              setFieldValue(
                preset === 'any'
                  ? { type: 'time_interval' }
                  : { type: 'time_interval', duration: { [preset]: 1 } },
              )
            }
          />
        </Field>
      )}
      {field.type === 'computed_string_template' && (
        <TemplateInput
          label={t('dataProviders.panel.template')}
          value={field.template}
          fields={before}
          validationMessage={problem('template')}
          onChange={(template) => onChange({ ...field, template })}
        />
      )}
      {field.type === 'computed_field' && (
        <ComputedMethodEditor
          method={field.method}
          fields={before}
          validationMessage={problem('method')}
          onChange={(method) => onChange({ ...field, method })}
        />
      )}
      {kindFits && (
        <FieldSourceEditor
          field={field}
          fields={fields}
          onChange={onChange}
          providerType={providerType}
          sourceFields={source.fields}
          rowProperties={source.rowProperties}
          problem={problem}
          conditionProblems={conditionProblems}
        />
      )}
      <FieldTransformEditor
        field={field}
        onChange={onChange}
        providers={providers}
        validationMessage={problem('transform')}
      />
      <Divider />
      <Switch
        label={t('dataProviders.panel.active')}
        checked={field.status === 'active'}
        onChange={(_, data) => onChange({ ...field, status: data.checked ? 'active' : 'inactive' })}
      />
      <Text size={200}>{t('dataProviders.panel.activeHint')}</Text>
    </section>
  );
}
