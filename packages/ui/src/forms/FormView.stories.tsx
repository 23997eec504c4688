import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFormStore, createRegistry, createStaticHost } from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { fieldsBasicRenderers } from '@tessera/fields-basic/runtime';
import { fieldsGroups } from '@tessera/fields-groups';
import { fieldsGroupsRenderers } from '@tessera/fields-groups/runtime';
import { RegistryProvider } from '@tessera/react';
import { type ReactNode, useRef, useState } from 'react';
import { withFrame } from '../storybook/withFrame';
import { FormCard } from './FormCard';
import { FormView } from './FormView';
import type { FormViewHandle } from './FormView.types';
import { photovoltaicOfferForm, photovoltaicOfferValues } from './photovoltaicOfferForm';
import { useFormInvalid } from './useFormInvalid';

const registry = createRegistry([fieldsBasic, fieldsGroups]);
const host = createStaticHost({ timeZone: 'Europe/Warsaw' });
const renderers = { ...fieldsBasicRenderers, ...fieldsGroupsRenderers };

interface OfferFormProps {
  readonly filled?: boolean;
  readonly validated?: boolean;
  readonly readOnly?: boolean;
}

/** The offer form on its card, as the form screen shows it, with a save button that validates. */
function OfferForm({ filled = false, validated = false, readOnly = false }: OfferFormProps) {
  const [store] = useState(() => {
    const created = createFormStore(photovoltaicOfferForm, {
      registry,
      host,
      ...(filled ? { savedValues: photovoltaicOfferValues } : {}),
    });
    if (validated) created.validate();
    return created;
  });
  const form = useRef<FormViewHandle>(null);
  const invalid = useFormInvalid(store, photovoltaicOfferForm);
  const styles = useFrameStyles();
  return (
    <FormCard title={photovoltaicOfferForm.name} invalid={invalid}>
      <FormView
        ref={form}
        definition={photovoltaicOfferForm}
        store={store}
        renderers={renderers}
        readOnly={readOnly}
      />
      {!readOnly && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => form.current?.validate()}>
            Zapisz
          </Button>
        </div>
      )}
    </FormCard>
  );
}

const useFrameStyles = makeStyles({
  frame: { maxWidth: '1000px' },
  actions: { paddingTop: tokens.spacingVerticalL },
});

function withRegistry(Story: () => ReactNode) {
  return (
    <RegistryProvider registry={registry}>
      <Story />
    </RegistryProvider>
  );
}

const meta = {
  title: 'ui/forms/FormView',
  component: OfferForm,
  decorators: [withRegistry, withFrame(() => useFrameStyles().frame)],
} satisfies Meta<typeof OfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new offer: one product row (the minimum), the plot area hidden until ground mounting is ticked. */
export const NewOffer: Story = {};

/** An offer opened for editing: ground mounting shows the plot area, three products. */
export const Filled: Story = { args: { filled: true } };

/** Saved empty: the card is red, each problem is under its field in Polish. */
export const ValidatedWithErrors: Story = { args: { validated: true } };

/** A saved offer opened for reading: no row buttons, inputs read-only. */
export const ReadOnly: Story = { args: { filled: true, readOnly: true } };
