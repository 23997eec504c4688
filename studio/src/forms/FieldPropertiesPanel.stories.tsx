import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProviderItem } from '@tessera/client';
import type { FormField } from '@tessera/engine';
import { produce } from 'immer';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FieldPropertiesPanel } from './FieldPropertiesPanel';

const useStyles = makeStyles({
  frame: {
    maxWidth: '360px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const customers: Pick<DataProviderItem, 'config'> = {
  config: {
    fields: [
      {
        id: 'p-name',
        dbFieldName: 'name',
        name: 'Nazwa',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'text' },
      },
      {
        id: 'p-city',
        dbFieldName: 'city',
        name: 'Miejscowość',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'text' },
      },
      {
        id: 'p-panels',
        dbFieldName: 'panels',
        name: 'Liczba paneli',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'number' },
      },
    ],
  },
};

const field = (
  id: string,
  type: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  name: id,
  label,
  status: 'active',
  type: { name: type, options: {} },
  layout: { x: 0, y: 0, width: 6, height: 9 },
  ...extra,
});

const customerName = field('customerName', 'text', 'Nazwa klienta');
const panels = field('panels', 'number', 'Liczba paneli', {
  type: {
    name: 'number',
    options: { prefix: '', suffix: 'szt.', min: 1, max: 60, maxDecimals: 0 },
  },
});

/** The panel over a field kept in state, as the editor keeps it. */
function Demo({
  field: start,
  binding = null,
  problems = {},
}: {
  field: FormField;
  binding?: string | null;
  problems?: Record<string, string>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(start);
  const [bound, setBound] = useState(binding);
  return (
    <div className={styles.frame}>
      <FieldPropertiesPanel
        field={current}
        fields={[customerName, panels, current].filter(
          (candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index,
        )}
        provider={customers}
        binding={bound}
        onChange={(change) => setCurrent((now) => produce(now, change))}
        onPlace={(layout) => setCurrent((now) => ({ ...now, layout }))}
        onBind={setBound}
        onRemove={() => {}}
        problem={(part) => problems[part]}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Forms/FieldPropertiesPanel',
  component: Demo,
  decorators: [withStudioMessages],
  args: { field: customerName, binding: 'p-name' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text field bound to the provider's name, with the text plugin's own options editor. */
export const TextField: Story = {};

/** A number field: only number provider fields are offered for its binding. */
export const NumberField: Story = { args: { field: panels, binding: null } };

/** A field shown only when another is filled in, and always required. */
export const Conditional: Story = {
  args: {
    field: field('city', 'text', 'Miejscowość', {
      visible: { type: 'non_empty', valueAccess: { fieldId: 'customerName' } },
      required: { type: 'constant', value: true },
    }),
    binding: 'p-city',
  },
};

/** A type whose plugin has no editor: its options come from the options schema. */
export const GeneratedOptions: Story = {
  args: { field: field('agree', 'checkbox', 'Zgoda na kontakt'), binding: null },
};

/** The server's problems on the properties they name. */
export const WithProblems: Story = {
  args: {
    field: customerName,
    problems: {
      name: 'Inne pole formularza ma już tę nazwę',
      binding: 'To pole nie należy do wybranego dostawcy danych',
    },
  },
};

export const InEnglish: Story = { ...TextField, globals: { language: 'en' } };
