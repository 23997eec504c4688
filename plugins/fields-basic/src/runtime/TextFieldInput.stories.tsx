import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { textFieldType } from '../definitions/textFieldType';
import { TextFieldInput } from './TextFieldInput';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/TextFieldInput',
  component: TextFieldInput,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'street',
    label: 'Ulica',
    options: textFieldType.defaultOptions,
    value: 'Marszałkowska',
    onChange: () => {},
    disabled: false,
    required: false,
  },
  render: renderControlled(TextFieldInput),
} satisfies Meta<typeof TextFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: null, required: true },
};

export const Filled: Story = {};

export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Strona internetowa',
    options: { ...textFieldType.defaultOptions, prefix: 'https://', suffix: '.pl' },
    value: 'tessera',
  },
};

/** A name-token field holding a space: the message comes from the plugin's texts. */
export const WithError: Story = {
  name: 'Error',
  args: {
    label: 'Kod zamówienia',
    options: { ...textFieldType.defaultOptions, nameToken: true },
    value: 'zamówienie 12',
    required: true,
  },
  render: function Render(args) {
    const { t } = useFieldsBasicTranslation();
    return <TextFieldInput {...args} errorText={t('validation.nameToken')} />;
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
