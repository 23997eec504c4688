import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { numberFieldType } from '../definitions/numberFieldType';
import { NumberFieldInput } from './NumberFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/NumberFieldInput',
  component: NumberFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'amount',
    label: 'Kwota',
    options: { ...numberFieldType.defaultOptions, suffix: 'zł', maxDecimals: 2 },
    value: 1234.5,
    onChange: () => {},
    disabled: false,
    required: true,
  },
  render: renderControlled(NumberFieldInput),
} satisfies Meta<typeof NumberFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: null },
};

export const Filled: Story = {};

export const WithError: Story = {
  name: 'Error',
  args: { options: { ...numberFieldType.defaultOptions, max: 1000, suffix: 'zł' } },
  render: function Render(args) {
    const { t } = useFieldsBasicTranslation();
    return <NumberFieldInput {...args} errorText={t('validation.max', { max: 1000 })} />;
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
