import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProviderType, ProviderField } from '@tessera/engine';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FieldEditorPanel } from './FieldEditorPanel';
import type { RelatedProvider } from './providerOptions.types';

const useStyles = makeStyles({
  frame: {
    maxWidth: '560px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

const value = (
  id: string,
  dbFieldName: string,
  name: string,
  type: 'text' | 'number',
): ProviderField => ({
  id,
  dbFieldName,
  name,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});

const customers: RelatedProvider = {
  id: 'p-customers',
  name: 'Klienci',
  config: {
    fields: [value('c-name', 'name', 'Nazwa', 'text'), value('c-city', 'city', 'Miasto', 'text')],
  },
};

const baseFields = [
  value('f-name', 'klient', 'Klient', 'text'),
  value('f-amount', 'kwota', 'Kwota', 'number'),
];

/** The orders an aggregating or query-sourced provider of the stories reads. */
const orderFields = [
  value('o-region', 'region', 'Region', 'text'),
  value('o-amount', 'kwota', 'Kwota', 'number'),
];

/** The panel over a field kept in state, as the editor keeps it. */
function Demo({
  field,
  problems = {},
  providerType = 'manual',
}: {
  field: ProviderField;
  problems?: Record<string, string>;
  providerType?: DataProviderType;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(field);
  const virtual = providerType !== 'manual' && providerType !== 'process';
  return (
    <div className={styles.frame}>
      <FieldEditorPanel
        field={current}
        fields={virtual ? [current] : [...baseFields, current]}
        providers={[customers]}
        onChange={setCurrent}
        problem={(part) => problems[part]}
        providerType={providerType}
        source={{
          fields: virtual ? orderFields : undefined,
          rowProperties: ['region', 'suma'],
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Data providers/FieldEditorPanel',
  component: Demo,
  decorators: [withStudioMessages],
  args: { field: value('f-new', 'field_3', '', 'text') },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new text value field. */
export const ValueField: Story = {};

/** A text template over the fields above it. */
export const StringTemplate: Story = {
  args: {
    field: {
      ...value('f-title', 'opis', 'Opis', 'text'),
      type: 'computed_string_template',
      template: '{{klient}}: {{kwota}} zł',
    },
  },
};

/** A value computed by a math expression over the fields' database names. */
export const ComputedExpression: Story = {
  args: {
    field: {
      ...value('f-gross', 'brutto', 'Kwota brutto', 'number'),
      type: 'computed_field',
      method: {
        type: 'computed_expression',
        expression: 'kwota * 1.23',
        variables: { kwota: { type: 'field_value_access', fieldId: 'f-amount' } },
      },
    },
  },
};

/** A relation to another provider's record, presented by its name. */
export const Relation: Story = {
  args: {
    field: {
      ...value('f-customer', 'klient_id', 'Klient z bazy', 'text'),
      transform: {
        type: 'relation_value',
        schemaProviderId: 'p-customers',
        presentByFieldAccess: { path: ['name'] },
      },
    },
  },
};

/** Problems on their inputs, as the editor shows its own and the server's. */
export const WithProblems: Story = {
  args: {
    field: value('f-bad', 'imię klienta', 'Imię', 'text'),
    problems: { dbFieldName: 'Dozwolone są tylko litery, cyfry oraz znaki „-” i „_”' },
  },
};

/** A query-sourced provider's field, reading a field of the source records. */
export const QuerySourcedField: Story = {
  args: {
    providerType: 'query_sourced',
    field: {
      id: 'q-region',
      dbFieldName: 'region',
      name: 'Region',
      status: 'active',
      type: 'query_sourced_field',
      sourceFieldAccess: { path: ['region'] },
      fieldValue: { type: 'text' },
    },
  },
};

/** A pipeline provider's field, reading a path of the pipeline's rows. */
export const PipelineField: Story = {
  args: {
    providerType: 'pipeline_query',
    field: {
      id: 'p-total',
      dbFieldName: 'suma',
      name: 'Suma',
      status: 'active',
      type: 'query_sourced_field',
      sourceFieldAccess: { path: ['suma'] },
      fieldValue: { type: 'number' },
    },
  },
};

/** An aggregating provider's grouping field: one record per region. */
export const GroupingField: Story = {
  args: {
    providerType: 'aggregating',
    field: {
      id: 'g-region',
      dbFieldName: 'region',
      name: 'Region',
      status: 'active',
      type: 'grouping_field',
      groupByFieldId: 'o-region',
      fieldValue: { type: 'text' },
    },
  },
};

/** An aggregating field: the sum of the amounts of a group's orders above 100. */
export const AggregatingField: Story = {
  args: {
    providerType: 'aggregating',
    field: {
      id: 'a-sum',
      dbFieldName: 'suma',
      name: 'Suma dużych zamówień',
      status: 'active',
      type: 'aggregating_field',
      aggregation: {
        method: 'sum',
        aggregateFieldId: 'o-amount',
        condition: {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'o-amount' },
          operator: 'greater_than',
          rightValue: { type: 'const', value: 100 },
        },
      },
      fieldValue: { type: 'number' },
    },
  },
};

export const InEnglish: Story = { ...StringTemplate, globals: { language: 'en' } };
