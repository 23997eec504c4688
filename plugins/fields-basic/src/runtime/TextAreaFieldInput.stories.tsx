import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TEXT_AREA_MAX_LENGTH } from '../definitions/textAreaFieldType';
import { TextAreaFieldInput } from './TextAreaFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/TextAreaFieldInput',
  component: TextAreaFieldInput,
  decorators: [withGridCell(3, 18)],
  args: {
    id: 'notes',
    label: 'Uwagi',
    options: {},
    value: 'Proszę o kontakt telefoniczny po godzinie 16.\nDomofon nie działa.',
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TextAreaFieldInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TextAreaFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: null, required: true },
};

export const Filled: Story = {};

/** Over the 2000-character limit: the counter turns red and validation reports it. */
export const WithError: Story = {
  name: 'Error',
  args: { value: 'Lorem ipsum dolor sit amet. '.repeat(72) },
  render: function Render(args) {
    const { t } = useFieldsBasicTranslation();
    const [value, setValue] = useState(args.value);
    return (
      <TextAreaFieldInput
        {...args}
        value={value}
        onChange={setValue}
        errorText={t('validation.maxLength', { max: TEXT_AREA_MAX_LENGTH })}
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
