import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormField } from '@tessera/engine';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FormPreview } from './FormPreview';
import type { FormDraft } from './formDraft';

const field = (
  id: string,
  type: string,
  label: string,
  x: number,
  y: number,
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  name: id,
  label,
  status: 'active',
  type: { name: type, options: {} },
  layout: { x, y, width: 4, height: 9 },
  ...extra,
});

/** A PV offer: a computed power, a default from the page address and a conditional field. */
export const offerDraft: FormDraft = {
  name: 'Oferta fotowoltaiczna',
  status: 'active',
  fields: [
    field('customer', 'text', 'Klient', 0, 0),
    field('source', 'text', 'Źródło', 4, 0, {
      defaultValue: { type: 'url_query', paramName: 'utm' },
    }),
    field('panels', 'number', 'Liczba paneli', 0, 9, {
      defaultValue: { type: 'manual', value: 10 },
    }),
    field('panelPower', 'number', 'Moc panelu (kW)', 4, 9, {
      defaultValue: { type: 'manual', value: 0.4 },
    }),
    field('power', 'number', 'Moc instalacji (kW)', 8, 9, {
      defaultValue: { type: 'computed_expression', expression: 'panels * panelPower' },
    }),
    field('phone', 'text', 'Telefon klienta', 0, 18, {
      visible: { type: 'non_empty', valueAccess: { fieldId: 'customer' } },
    }),
  ],
};

const designer = {
  id: 'u-1',
  email: 'anna@example.com',
  roleIds: [],
  personalDetails: { name: 'Anna' },
};

const meta = {
  title: 'Studio/Forms/FormPreview',
  component: FormPreview,
  decorators: [withStudioMessages],
  args: { draft: offerDraft, user: designer },
} satisfies Meta<typeof FormPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer running on the engine: change the panels and the power follows. */
export const Offer: Story = {};

/** A draft the engine refuses: the preview names the problem instead. */
export const BrokenDraft: Story = {
  args: {
    draft: {
      ...offerDraft,
      fields: [
        field('power', 'number', 'Moc', 0, 0, {
          defaultValue: { type: 'computed_expression', expression: 'panels *' },
        }),
      ],
    },
  },
};
