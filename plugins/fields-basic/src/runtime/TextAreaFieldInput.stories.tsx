import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
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
  render: renderControlled(TextAreaFieldInput),
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
  render: renderControlled(TextAreaFieldInput, function useErrorText() {
    const { t } = useFieldsBasicTranslation();
    return { errorText: t('validation.maxLength', { max: TEXT_AREA_MAX_LENGTH }) };
  }),
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};
