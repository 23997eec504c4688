import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculatePvOffer } from './calculatePvOffer';
import { createPvFormatters } from './createPvFormatters';
import { PvResultStep } from './PvResultStep';

const meta = {
  title: 'Runtime/PvCalculator/PvResultStep',
  component: PvResultStep,
  args: {
    offer: calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'sloping' }),
    installationType: 'sloping',
    formatters: createPvFormatters('pl'),
  },
} satisfies Meta<typeof PvResultStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300 zł a month, a sloping roof, no support. */
export const WithoutSupport: Story = {};

/** The My Power subsidy and the thermomodernization relief both taken off. */
export const WithSubsidyAndRelief: Story = {
  args: {
    offer: calculatePvOffer({
      monthlyEnergyCost: 300,
      installationType: 'flat',
      myPowerProgram: true,
      thermomodernizationRelief: true,
    }),
    installationType: 'flat',
  },
};

/** A bill too large for the table: clamped to the largest inverter, 27 panels. */
export const ClampedToTheLargest: Story = {
  args: {
    offer: calculatePvOffer({ monthlyEnergyCost: 1200, installationType: 'ground' }),
    installationType: 'ground',
  },
};

/** A small bill: the smallest installation, paying back after more than 20 years. */
export const SmallBill: Story = {
  args: {
    offer: calculatePvOffer({ monthlyEnergyCost: 45, installationType: 'ground' }),
    installationType: 'ground',
  },
};

export const InEnglish: Story = {
  args: { formatters: createPvFormatters('en') },
  globals: { language: 'en' },
};
