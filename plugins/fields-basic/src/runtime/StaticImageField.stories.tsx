import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticImageFieldType } from '../definitions/staticImageFieldType';
import { StaticImageField } from './StaticImageField';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/StaticImageField',
  component: StaticImageField,
  decorators: [withGridCell(3, 9)],
  args: {
    id: 'photo',
    label: 'Zdjęcie instalacji',
    options: {
      imageUrl: 'https://picsum.photos/id/1018/640/360',
      keepAspectRatio: true,
    },
    value: null,
    onChange: () => {},
    disabled: false,
    required: false,
  },
} satisfies Meta<typeof StaticImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole image fits its cell (keepAspectRatio). */
export const Filled: Story = {};

/** Stretched to fill the cell. */
export const Stretched: Story = {
  args: { options: { imageUrl: 'https://picsum.photos/id/1018/640/360', keepAspectRatio: false } },
};

/** Taller than the default: up to 90 rows (spec 002 §3). */
export const Tall: Story = {
  decorators: [withGridCell(3, 30)],
};

/** No image chosen yet. */
export const Empty: Story = {
  args: { options: staticImageFieldType.defaultOptions },
};

/** Stored data with an address the schema refuses is never loaded. */
export const RefusedAddress: Story = {
  args: { options: { imageUrl: 'javascript:alert(1)', keepAspectRatio: true } },
};
