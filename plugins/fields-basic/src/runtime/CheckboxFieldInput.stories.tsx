import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <CheckboxFieldInput {...args} value={value} onChange={setValue} />;
  },
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
  render: function Render(args) {
    const { t } = useTranslation();
    const [value, setValue] = useState(args.value);
    return (
      <CheckboxFieldInput
        {...args}
        value={value}
        onChange={setValue}
        errorText={value ? undefined : t('validations.required')}
      />
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
