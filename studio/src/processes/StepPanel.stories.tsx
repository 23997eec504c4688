import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OptionsProcessStep } from '@tessera/engine';
import { useState } from 'react';
import type { ProblemText } from '../common/problemText';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { optionsFixture } from './processFixtures';
import { storyFields, storyOptions } from './processStoryData';
import { StepPanel } from './StepPanel';

const useStyles = makeStyles({
  frame: {
    maxWidth: '720px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The panel over a step kept in state, as the options editor keeps it. */
function Demo({
  stepId,
  problems = {},
}: {
  stepId: string;
  problems?: Record<string, ProblemText>;
}) {
  const styles = useStyles();
  const [step, setStep] = useState<OptionsProcessStep>(
    optionsFixture.steps.find((item) => item.id === stepId)!,
  );
  return (
    <div className={styles.frame}>
      <StepPanel
        step={step}
        steps={optionsFixture.steps}
        isDefault={step.id === optionsFixture.defaultStartingStepId}
        onChange={setStep}
        onRemove={() => undefined}
        providerId={optionsFixture.dataProviderId}
        fields={storyFields}
        options={storyOptions}
        problems={new Map(Object.entries(problems))}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Processes/StepPanel',
  component: Demo,
  decorators: [withStudioMessages],
  args: { stepId: 'lead' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The starting step: one form for one role, going on to the offer whatever was entered. */
export const StartingStep: Story = {};

/** A step with two forms and a finish condition over a field. */
export const ConditionalFinish: Story = { args: { stepId: 'offer' } };

/** The server's and the editor's problems on their inputs. */
export const WithProblems: Story = {
  args: {
    stepId: 'offer',
    problems: {
      'step:offer:forms:1:roleIds': { studio: 'processes.problems.rolesRequired' },
      'step:offer:finish:0:condition/valueAccess': { studio: 'conditions.problems.unknownField' },
    },
  },
};

export const InEnglish: Story = { ...ConditionalFinish, globals: { language: 'en' } };
