import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 1,
    perPage: 20,
    lastPage: 3,
    total: 47,
    pageSizes: [10, 20, 50, 100],
    onPage: () => undefined,
    onPerPage: () => undefined,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: there is no previous one. */
export const FirstPage: Story = {};

export const MiddlePage: Story = {
  args: { page: 2 },
};

/** The last page shows the rest: 41–47 of 47; there is no next one. */
export const LastPage: Story = {
  args: { page: 3 },
};

/** Thousands are grouped as the language writes them (Polish: a space). */
export const ManyRows: Story = {
  args: { page: 412, perPage: 50, lastPage: 1235, total: 61_742 },
};

export const NoRows: Story = {
  args: { lastPage: 1, total: 0 },
};

export const InEnglish: Story = {
  args: ManyRows.args,
  globals: { language: 'en' },
};

/** A large list counted up to a cap: "z ponad 10 000", and the page after the known ones. */
export const CappedTotal: Story = {
  args: { page: 3, perPage: 50, lastPage: 201, total: 10_000, totalCapped: true },
};
