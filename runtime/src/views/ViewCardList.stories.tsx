import { makeStyles } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFrame } from '../../../packages/ui/src/storybook/withFrame';
import { ViewCardList } from './ViewCardList';
import { storyViewRowsProps } from './viewStoryData';

// A phone's width: below the shell's breakpoint a view's rows are cards.
const useFrameStyles = makeStyles({ frame: { maxWidth: '360px' } });

const meta = {
  title: 'Runtime/Views/ViewCardList',
  component: ViewCardList,
  decorators: [withFrame(() => useFrameStyles().frame)],
  args: storyViewRowsProps,
} satisfies Meta<typeof ViewCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first column titles each card (the link to the form); the others follow as pairs. */
export const Default: Story = {};

/** Sorting is a choice above the cards instead of column headers. */
export const Sorted: Story = {
  args: { sort: { columnId: 'customer', direction: 'asc' } },
};

/** Rows that open nothing: a plain title, no chevron. */
export const RowsOpenNothing: Story = {
  args: { hrefOf: () => undefined },
};

/** No sortable column: no sort choice. */
export const WithoutSorting: Story = {
  args: {
    columns: storyViewRowsProps.columns.map((column) => ({ ...column, sortable: false })),
  },
};
