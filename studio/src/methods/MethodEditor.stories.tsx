import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MethodDefinition } from '@tessera/engine';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { MethodEditor } from './MethodEditor';
import { type MethodScope, MethodScopeProvider } from './MethodScope';

const useStyles = makeStyles({
  frame: {
    display: 'grid',
    gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  panel: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  json: { margin: 0, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap' },
});

/** The form the stories' methods read: a PV offer. */
export const offerScope: MethodScope = {
  fields: [
    { id: 'panels', label: 'Liczba paneli', valueType: 'number' },
    { id: 'panelPower', label: 'Moc panelu (kW)', valueType: 'number' },
    { id: 'customer', label: 'Klient', valueType: 'text' },
    { id: 'installationDate', label: 'Data montażu', valueType: 'date' },
  ],
  variables: [{ id: 'var-vat', name: 'Stawka VAT' }],
  providers: [{ id: 'p-offers', name: 'Oferty' }],
};

function Playground({
  initial,
  optional,
}: {
  initial: MethodDefinition | undefined;
  optional?: boolean;
}) {
  const styles = useStyles();
  const [method, setMethod] = useState(initial);
  return (
    <MethodScopeProvider scope={offerScope}>
      <div className={styles.frame}>
        <div className={styles.panel}>
          <MethodEditor
            label="Wartość domyślna"
            optional={optional}
            method={method}
            onChange={setMethod}
          />
        </div>
        <section aria-label="Zapisywana definicja">
          <pre className={styles.json}>{JSON.stringify(method ?? null, null, 2)}</pre>
        </section>
      </div>
    </MethodScopeProvider>
  );
}

const meta = {
  title: 'Studio/Methods/MethodEditor',
  component: Playground,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computed power: the Monaco expression editor with its checks and completion. */
export const ComputedExpression: Story = {
  args: {
    initial: {
      type: 'computed_expression',
      expression: 'round(panels * panelPower * (1 + vat), 2)',
      variables: { vat: { type: 'variable_value', variableId: 'var-vat' } },
    },
  },
};

/** An expression with a syntax error: the message under the editor, the marker in it. */
export const InvalidExpression: Story = {
  args: { initial: { type: 'computed_expression', expression: 'panels * (panelPower' } },
};

/** A conditional value: the condition editor and a nested method per choice. */
export const ConditionalValue: Story = {
  args: {
    initial: {
      type: 'conditional_value',
      choices: [
        {
          condition: {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'panels' },
            operator: 'greater_than',
            rightValue: { type: 'const', value: 20 },
          },
          value: { type: 'manual', value: 'Duża instalacja' },
        },
      ],
      otherwise: { type: 'manual', value: 'Mała instalacja' },
    },
  },
};

/** A date difference: a calculated function with two nested inputs. */
export const CalculatedFunction: Story = {
  args: {
    initial: {
      type: 'calculated_function',
      function: {
        type: 'dateUnitsDifference',
        firstDate: { type: 'expression', expression: 'today_date' },
        secondDate: { type: 'field_value_access', fieldId: 'installationDate' },
        unit: 'days',
      },
    },
  },
};

/** A server-side aggregate: computed by the server, with the note saying so. */
export const ServerSide: Story = {
  args: {
    initial: {
      type: 'aggregated_value',
      fromProviderId: 'p-offers',
      aggregation: 'sum',
      aggregateField: 'power',
    },
  },
};

/** An optional default not set yet. */
export const NoDefault: Story = { args: { initial: undefined, optional: true } };
