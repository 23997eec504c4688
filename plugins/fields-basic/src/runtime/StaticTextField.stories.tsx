import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticTextFieldType } from '../definitions/staticTextFieldType';
import { StaticTextField } from './StaticTextField';
import { withGridCell } from './withGridCell';

const meta = {
  title: 'fields-basic/StaticTextField',
  component: StaticTextField,
  decorators: [withGridCell(6, 3)],
  args: {
    id: 'contractTitle',
    label: 'Tytuł umowy',
    options: staticTextFieldType.defaultOptions,
    value: 'Umowa nr 12/2026 z dnia 5 marca 2026 r.',
    onChange: () => {},
    disabled: false,
    required: false,
  },
} satisfies Meta<typeof StaticTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value its `defaultValue` method computed. */
export const Filled: Story = {};

/** Before the method has a result: nothing is shown. */
export const Empty: Story = {
  args: { value: null },
};

/** A computed amount, in the interface language's number format. */
export const ComputedNumber: Story = {
  args: { label: 'Suma', value: 12345.67 },
};

/** Spec 002 §3: bold, fontSize, fontColor. */
export const BoldLargeColoured: Story = {
  decorators: [withGridCell(6, 5)],
  args: {
    label: 'Nagłówek',
    options: { bold: true, fontSize: 24, fontColor: '#0f6cbd' },
    value: 'Dane klienta',
  },
};

/** A disabled text is greyed out, whatever the designer's colour. */
export const Disabled: Story = {
  args: { disabled: true, options: { bold: false, fontSize: null, fontColor: '#0f6cbd' } },
};

/** Nothing in a static text is editable: read-only looks the same. */
export const ReadOnly: Story = {
  args: { readOnly: true },
};
