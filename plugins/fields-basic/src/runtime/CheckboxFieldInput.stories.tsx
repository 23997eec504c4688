import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { CheckboxFieldInput } from './CheckboxFieldInput';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/CheckboxFieldInput',
  component: CheckboxFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'consent',
    label: 'Akceptuję regulamin',
    options: {},
    value: true,
    onChange: () => {},
    disabled: false,
    required: true,
  },
  render: renderControlled(CheckboxFieldInput),
} satisfies Meta<typeof CheckboxFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked: a checkbox's empty value is false (spec 002 §4). */
export const Empty: Story = {
  args: { value: false },
};

export const Filled: Story = {};

/**
 * A required checkbox must be ticked (spec 002 §5). The form reports it with the platform's
 * `validations.required`, from the app's own catalogue rather than this plugin's.
 */
export const WithError: Story = {
  name: 'Error',
  args: { value: false },
  render: renderControlled(CheckboxFieldInput, function useErrorText(value) {
    const { t } = useTranslation();
    return { errorText: value ? undefined : t('validations.required') };
  }),
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
