import type { Meta, StoryObj } from '@storybook/react-vite';
import { PvUserStep } from './PvUserStep';
import { createInitialPvValues } from './pvCalculatorForm';

const meta = {
  title: 'Runtime/PvCalculator/PvUserStep',
  component: PvUserStep,
  args: {
    values: createInitialPvValues(),
    errors: {},
    onChange: () => undefined,
    onBlur: () => undefined,
  },
} satisfies Meta<typeof PvUserStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Next pressed with nothing filled in (spec 002 §5). */
export const Required: Story = {
  args: {
    errors: {
      monthlyEnergyCost: { messageKey: 'validations.required' },
      installationType: { messageKey: 'pvCalculator.user.installationTypeRequired' },
    },
  },
};

/** More than two decimal places. */
export const TooManyDecimals: Story = {
  args: {
    values: { ...createInitialPvValues(), monthlyEnergyCost: '250,555', installationType: 'flat' },
    errors: { monthlyEnergyCost: { messageKey: 'validations.decimal', params: { decimals: 2 } } },
  },
};

export const Filled: Story = {
  args: {
    values: {
      ...createInitialPvValues(),
      monthlyEnergyCost: '250,50',
      installationType: 'sloping',
    },
  },
};

export const InEnglish: Story = {
  args: Required.args,
  globals: { language: 'en' },
};
