import { makeStyles } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFrame } from '../../../packages/ui/src/storybook/withFrame';
import { ViewTable } from './ViewTable';
import { storyViewRowsProps } from './viewStoryData';

const useFrameStyles = makeStyles({ frame: { maxWidth: '1100px' } });

const meta = {
  title: 'Runtime/Views/ViewTable',
  component: ViewTable,
  decorators: [withFrame(() => useFrameStyles().frame)],
  args: storyViewRowsProps,
} satisfies Meta<typeof ViewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows that open the process's form: the first cell is the link; empty cells are a dash. */
export const Default: Story = {};

/** Sorted by a clicked column, newest price first: the header says so to assistive technology. */
export const SortedDescending: Story = {
  args: { sort: { columnId: 'price', direction: 'desc' } },
};

/** A view without a row click (or a visitor of a public view): rows open nothing. */
export const RowsOpenNothing: Story = {
  args: { hrefOf: () => undefined },
};

export const InEnglish: Story = {
  globals: { language: 'en' },
};
