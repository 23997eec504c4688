import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculatePvOffer } from './calculatePvOffer';
import { createPvFormatters } from './createPvFormatters';
import { PvBalanceChart } from './PvBalanceChart';

const meta = {
  title: 'Runtime/PvCalculator/PvBalanceChart',
  component: PvBalanceChart,
  args: {
    balanceByYear: calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'sloping' })
      .balanceByYear,
    formatters: createPvFormatters('pl'),
  },
} satisfies Meta<typeof PvBalanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pays back in the seventh year. */
export const PaysBack: Story = {};

/** Still below zero after 20 years. */
export const NeverPaysBackWithin20Years: Story = {
  args: {
    balanceByYear: calculatePvOffer({ monthlyEnergyCost: 45, installationType: 'ground' })
      .balanceByYear,
  },
};

export const InEnglish: Story = {
  args: { formatters: createPvFormatters('en') },
  globals: { language: 'en' },
};
