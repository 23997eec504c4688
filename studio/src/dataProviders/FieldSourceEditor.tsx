import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  type DataProviderType,
  PIPELINE_AGGREGATION_METHODS,
  type ProviderField,
} from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { ProviderFieldDropdown } from '../common/ProviderFieldDropdown';
import { ConditionEditor } from '../conditions/ConditionEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { conditionFieldsOf, liveFields } from '../processes/processFields';
import {
  sourcePathText,
  sourceValuesOf,
  withAggregateField,
  withAggregationCondition,
  withAggregationMethod,
  withGroupByField,
  withSourcePathText,
  withSourceValue,
} from './virtualFieldDraft';

export interface FieldSourceEditorProps {
  /** A field of a computed provider: query-sourced, grouping or aggregating. */
  readonly field: ProviderField;
  /** Every field of the provider (a field named after its source must keep its name free). */
  readonly fields: readonly ProviderField[];
  readonly onChange: (field: ProviderField) => void;
  readonly providerType: DataProviderType;
  /** The source provider's fields; absent while no source is chosen (or it is not loaded). */
  readonly sourceFields: readonly ProviderField[] | undefined;
  /** The properties of a pipeline's rows, when the server's check knows them. */
  readonly rowProperties: readonly string[];
  /** The message of this field's problem at a part, if any. */
  readonly problem: (part: string) => string | undefined;
  /** The problems of an aggregation's condition, by JSON pointer inside it. */
  readonly conditionProblems: ReadonlyMap<string, string>;
}

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  condition: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Only numbers are summed or averaged; the extremes compare any value. */
function aggregatable(method: string, field: ProviderField): boolean {
  return method === 'max' || method === 'min' || field.fieldValue.type === 'number';
}

/**
 * Where a computed provider's field takes its value (docs/virtual-providers.md): a source
 * field of a query-sourced provider, a path in a pipeline's rows, the source field a grouping
 * field groups by, or what an aggregating field computes in each group — the function, the
 * field aggregated (all but a count) and, optionally, the condition records must meet.
 */
export function FieldSourceEditor({
  field,
  fields,
  onChange,
  providerType,
  sourceFields,
  rowProperties,
  problem,
  conditionProblems,
}: FieldSourceEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const live = liveFields(sourceFields ?? []);
  const noSource = sourceFields === undefined;
  const placeholder = noSource
    ? t('dataProviders.source.chooseFirst')
    : t('dataProviders.panel.chooseField');

  if (field.type === 'query_sourced_field' && providerType === 'pipeline_query') {
    return (
      <Field
        label={t('dataProviders.panel.sourcePath')}
        hint={
          rowProperties.length > 0
            ? t('dataProviders.panel.sourcePathKnown', { names: rowProperties.join(', ') })
            : t('dataProviders.panel.sourcePathHint')
        }
        validationMessage={problem('sourceFieldAccess')}
        required
      >
        <Input
          className={styles.mono}
          value={sourcePathText(field)}
          onChange={(_, data) => onChange(withSourcePathText(field, data.value))}
        />
      </Field>
    );
  }
  if (field.type === 'query_sourced_field') {
    const values = sourceValuesOf(sourceFields ?? []);
    return (
      <Field
        label={t('dataProviders.panel.sourceValue')}
        hint={t('dataProviders.panel.sourceValueHint')}
        validationMessage={problem('sourceFieldAccess')}
        required
      >
        <ChoiceDropdown
          disabled={noSource}
          placeholder={placeholder}
          choices={values.map((value) => ({
            value: value.key,
            text:
              value.system === '$id'
                ? t('dataProviders.source.recordId')
                : value.system === '$createdAt'
                  ? t('dataProviders.source.createdAt')
                  : (value.label ?? value.key),
          }))}
          value={sourcePathText(field)}
          onChange={(key) => {
            const value = values.find((candidate) => candidate.key === key);
            if (value) onChange(withSourceValue(field, value, fields));
          }}
        />
      </Field>
    );
  }
  if (field.type === 'grouping_field') {
    return (
      <Field
        label={t('dataProviders.panel.groupBy')}
        hint={t('dataProviders.panel.sourceValueHint')}
        validationMessage={problem('groupByFieldId')}
        required
      >
        <ProviderFieldDropdown
          fields={live}
          value={field.groupByFieldId}
          placeholder={placeholder}
          onChange={(fieldId) => {
            const source = live.find((candidate) => candidate.id === fieldId);
            if (source) onChange(withGroupByField(field, source, fields));
          }}
        />
      </Field>
    );
  }
  if (field.type !== 'aggregating_field') return null;
  const { aggregation } = field;
  return (
    <>
      <div className={styles.row}>
        <Field
          label={t('dataProviders.panel.aggregation')}
          validationMessage={problem('aggregation')}
        >
          <ChoiceDropdown
            choices={choicesOf(PIPELINE_AGGREGATION_METHODS, (method) =>
              t(`dataProviders.aggregationMethods.${method}`),
            )}
            value={aggregation.method}
            onChange={(method) => onChange(withAggregationMethod(field, method, live))}
          />
        </Field>
        {aggregation.method !== 'count' && (
          <Field
            label={t('dataProviders.panel.aggregateField')}
            validationMessage={problem('aggregateFieldId')}
            required
          >
            <ProviderFieldDropdown
              fields={live.filter((candidate) => aggregatable(aggregation.method, candidate))}
              value={aggregation.aggregateFieldId}
              placeholder={placeholder}
              onChange={(fieldId) => onChange(withAggregateField(field, fieldId, live))}
            />
          </Field>
        )}
      </div>
      {!noSource && (
        <div className={styles.condition}>
          <Text weight="semibold">{t('dataProviders.panel.aggregationCondition')}</Text>
          <ConditionEditor
            condition={aggregation.condition}
            optional
            fields={conditionFieldsOf(live)}
            label={t('dataProviders.panel.aggregationCondition')}
            problems={conditionProblems}
            onChange={(condition) => onChange(withAggregationCondition(field, condition))}
          />
        </div>
      )}
    </>
  );
}
