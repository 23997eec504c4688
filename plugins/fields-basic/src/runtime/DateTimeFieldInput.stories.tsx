import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { DateTimeFieldInput } from './DateTimeFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/DateTimeFieldInput',
  component: DateTimeFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'meeting',
    label: 'Termin spotkania',
    options: {},
    value: '2026-05-17T14:30:00+02:00',
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: renderControlled(DateTimeFieldInput),
} satisfies Meta<typeof DateTimeFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No day yet: the time is disabled until one is chosen (spec 002 §5). */
export const Empty: Story = {
  args: { value: null, required: true },
};

export const Filled: Story = {};

export const WithError: Story = {
  name: 'Error',
  args: { value: null, required: true },
  render: renderControlled(DateTimeFieldInput, function useErrorText(value) {
    const { t } = useFieldsBasicTranslation();
    return { errorText: value === null ? t('validation.dateTime') : undefined };
  }),
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
