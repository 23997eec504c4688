import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent } from 'storybook/test';
import { renderControlled } from '../../../../packages/ui/src/storybook/renderControlled';
import { listSelectFieldType } from '../definitions/listSelectFieldType';
import { ListSelectFieldInput } from './ListSelectFieldInput';
import { MemoryChoiceSourceProvider } from './MemoryChoiceSourceProvider';

const openList = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const input = canvasElement.querySelector('input');
  if (input) fireEvent.click(input);
};

const meta = {
  title: 'fields-choice/ListSelectFieldInput',
  component: ListSelectFieldInput,
  args: {
    id: 'city',
    label: 'Miasto',
    options: {
      ...listSelectFieldType.defaultOptions,
      query: { fromProviderId: 'cities', sorting: [{ fieldAccess: { path: ['name'] } }] },
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
  render: renderControlled(ListSelectFieldInput),
} satisfies Meta<typeof ListSelectFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: 'city-2' },
};

// Named so as not to shadow the global Error; shown as "Error".
export const ValidationError: Story = {
  name: 'Error',
  args: { required: true, errorText: 'Pole jest wymagane' },
};

export const Disabled: Story = {
  args: { value: 'city-2', disabled: true },
};

export const ReadOnly: Story = {
  args: { value: 'city-2', readOnly: true },
};

export const Multiple: Story = {
  args: {
    options: { ...meta.args.options, allowMultipleChoice: true },
    value: ['city-1', 'city-2', 'city-6'],
  },
};

export const AddingNewRecords: Story = {
  args: {
    options: { ...meta.args.options, allowAddingNewRecords: true, newRecordFormFields: ['name'] },
  },
  play: openList,
};

export const LoadingError: Story = {
  args: { value: 'city-2' },
  decorators: [
    (Story) => (
      <MemoryChoiceSourceProvider input={{ failing: { loadPage: true, loadByValues: true } }}>
        <Story />
      </MemoryChoiceSourceProvider>
    ),
  ],
  play: openList,
};

export const NoData: Story = {
  args: { options: { ...meta.args.options, query: { fromProviderId: 'empty' } } },
  play: openList,
};
