import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPvFormatters } from './createPvFormatters';
import { PvParametersStep } from './PvParametersStep';
import { createInitialPvValues } from './pvCalculatorForm';

const values = { ...createInitialPvValues(), monthlyEnergyCost: '300', installationType: 'flat' };

const meta = {
  title: 'Runtime/PvCalculator/PvParametersStep',
  component: PvParametersStep,
  args: {
    values: { ...values, installationType: 'flat' },
    errors: {},
    yearlyNeedKwh: 7142.857,
    formatters: createPvFormatters('pl'),
    onChange: () => undefined,
    onBlur: () => undefined,
  },
} satisfies Meta<typeof PvParametersStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

export const WithSupport: Story = {
  args: {
    values: {
      ...values,
      installationType: 'flat',
      myPowerProgram: true,
      thermomodernizationRelief: true,
    },
  },
};

export const InvalidPrice: Story = {
  args: {
    values: { ...values, installationType: 'flat', costPerKWh: '0' },
    errors: { costPerKWh: { messageKey: 'validations.more_than', params: { moreThan: 0 } } },
    yearlyNeedKwh: null,
  },
};

export const InEnglish: Story = {
  args: {
    values: { ...values, installationType: 'flat', costPerKWh: '0.63' },
    formatters: createPvFormatters('en'),
  },
  globals: { language: 'en' },
};
