import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { dateFieldType } from '../definitions/dateFieldType';
import { DateFieldInput } from './DateFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/DateFieldInput',
  component: DateFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'delivery-date',
    label: 'Data dostawy',
    options: dateFieldType.defaultOptions,
    value: '2026-05-17',
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: renderControlled(DateFieldInput),
} satisfies Meta<typeof DateFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: null, required: true },
};

export const Filled: Story = {};

/** Only today or later can be picked (spec 002 §5 "today when only-future"). */
export const OnlyFuture: Story = {
  args: { value: null, options: { minDate: null, onlyFuture: true } },
};

export const WithError: Story = {
  name: 'Error',
  args: { options: { minDate: '2026-06-01', onlyFuture: false }, required: true },
  render: function Render(args) {
    const { t } = useFieldsBasicTranslation();
    return (
      <DateFieldInput {...args} errorText={t('validation.minDate', { minDate: '2026-06-01' })} />
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
