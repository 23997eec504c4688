import type { Meta, StoryObj } from '@storybook/react-vite';
import { PvStepperHeader, type PvStepperHeaderProps } from './PvStepperHeader';

const allEnabled: PvStepperHeaderProps['isEnabled'] = () => true;

const meta = {
  title: 'Runtime/PvCalculator/PvStepperHeader',
  component: PvStepperHeader,
  args: { step: 'user', isEnabled: allEnabled, onSelect: () => undefined },
} satisfies Meta<typeof PvStepperHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the headers of steps 2 and 3 are disabled (spec 002 §4). */
export const MonthlyCostEmpty: Story = {
  args: { isEnabled: (step) => step === 'user' },
};

export const MonthlyCostFilled: Story = {};

export const Parameters: Story = { args: { step: 'parameters' } };

export const ProfitabilityAnalysis: Story = { args: { step: 'profitability' } };

export const InEnglish: Story = { args: { step: 'parameters' }, globals: { language: 'en' } };
