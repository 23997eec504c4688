import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { radioGroupFieldType } from '../definitions/radioGroupFieldType';
import { MemoryChoiceSourceProvider } from './MemoryChoiceSourceProvider';
import { RadioGroupFieldInput } from './RadioGroupFieldInput';

const meta = {
  title: 'fields-choice/RadioGroupFieldInput',
  component: RadioGroupFieldInput,
  args: {
    id: 'status',
    label: 'Status',
    options: {
      ...radioGroupFieldType.defaultOptions,
      query: { fromProviderId: 'statuses', sorting: [{ fieldAccess: { path: ['order'] } }] },
      presentValueAccess: { path: ['name'] },
    },
    value: null,
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
  render: renderControlled(RadioGroupFieldInput),
} satisfies Meta<typeof RadioGroupFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: 'in_progress' },
};

export const HorizontalWithColours: Story = {
  args: {
    options: { ...meta.args.options, direction: 'horizontal', colorAccess: { path: ['color'] } },
    value: 'done',
  },
};

// Named so as not to shadow the global Error; shown as "Error".
export const ValidationError: Story = {
  name: 'Error',
  args: { required: true, errorText: 'Pole jest wymagane' },
};

export const Disabled: Story = {
  args: { value: 'in_progress', disabled: true },
};

export const ReadOnly: Story = {
  args: { value: 'in_progress', readOnly: true },
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
