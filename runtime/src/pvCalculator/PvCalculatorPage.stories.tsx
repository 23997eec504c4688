import type { Meta, StoryObj } from '@storybook/react-vite';
import { PvCalculatorPage } from './PvCalculatorPage';
import type { PvCalculatorValues } from './pvCalculatorForm';

const filled: PvCalculatorValues = {
  monthlyEnergyCost: '300,50',
  installationType: 'flat',
  costPerKWh: '0,63',
  myPowerProgram: true,
  thermomodernizationRelief: true,
};

/** The whole page at `/pv-calculator`: the simple layout around the three-step stepper. */
const meta = {
  title: 'Runtime/PvCalculator/PvCalculatorPage',
  component: PvCalculatorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PvCalculatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor arrives: step 1, headers 2 and 3 not yet reachable. */
export const Start: Story = {};

export const Parameters: Story = {
  args: { initialValues: filled, initialStep: 'parameters' },
};

export const ProfitabilityAnalysis: Story = {
  args: { initialValues: filled, initialStep: 'profitability' },
};

export const ProfitabilityAnalysisInEnglish: Story = {
  args: {
    initialValues: { ...filled, monthlyEnergyCost: '300.50', costPerKWh: '0.63' },
    initialStep: 'profitability',
  },
  globals: { language: 'en' },
};
