import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { checkboxListFieldType } from '../definitions/checkboxListFieldType';
import { CheckboxListFieldInput } from './CheckboxListFieldInput';
import { MemoryChoiceSourceProvider } from './MemoryChoiceSourceProvider';

const meta = {
  title: 'fields-choice/CheckboxListFieldInput',
  component: CheckboxListFieldInput,
  args: {
    id: 'statuses',
    label: 'Statusy',
    options: {
      ...checkboxListFieldType.defaultOptions,
      query: { fromProviderId: 'statuses', sorting: [{ fieldAccess: { path: ['order'] } }] },
      presentValueAccess: { path: ['name'] },
    },
    value: [],
    onChange: () => {},
    disabled: false,
    required: false,
  },
  decorators: [
    (Story) => (
      <MemoryChoiceSourceProvider>
        <Story />
      </MemoryChoiceSourceProvider>
    ),
  ],
  render: renderControlled(CheckboxListFieldInput),
} satisfies Meta<typeof CheckboxListFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: ['new', 'in_progress'] },
};

export const HorizontalWithColours: Story = {
  args: {
    options: { ...meta.args.options, direction: 'horizontal', colorAccess: { path: ['color'] } },
    value: ['done'],
  },
};

// Named so as not to shadow the global Error; shown as "Error".
export const ValidationError: Story = {
  name: 'Error',
  args: { required: true, errorText: 'Pole jest wymagane' },
};

export const Disabled: Story = {
  args: { value: ['new', 'in_progress'], disabled: true },
};

export const ReadOnly: Story = {
  args: { value: ['new', 'in_progress'], readOnly: true },
};

export const LoadingError: Story = {
  decorators: [
    (Story) => (
      <MemoryChoiceSourceProvider input={{ failing: { loadPage: true } }}>
        <Story />
      </MemoryChoiceSourceProvider>
    ),
  ],
};

export const NoData: Story = {
  args: { options: { ...meta.args.options, query: { fromProviderId: 'empty' } } },
};
