import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DiagramRoute } from '@tessera/engine';
import { useState } from 'react';
import type { ProblemText } from '../common/problemText';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { storyFields } from './processStoryData';
import { RoutePanel } from './RoutePanel';

const useStyles = makeStyles({
  frame: {
    maxWidth: '400px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The panel over a route kept in state, as the diagram editor keeps it. */
function Demo({
  route,
  problems = {},
}: {
  route: DiagramRoute;
  problems?: Record<string, ProblemText>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(route);
  return (
    <div className={styles.frame}>
      <RoutePanel
        route={current}
        fromName="Akceptacja"
        toName="Koniec"
        onChange={setCurrent}
        onRemove={() => undefined}
        fields={storyFields}
        problems={new Map(Object.entries(problems))}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Processes/RoutePanel',
  component: Demo,
  decorators: [withStudioMessages],
  args: { route: { id: 'r1', order: 1, from: 'approve', to: 'end' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route without a name or a condition: always taken. */
export const Unconditional: Story = {};

/** A named route taken when the offer is signed, tried second. */
export const Conditional: Story = {
  args: {
    route: {
      id: 'r2',
      name: 'Podpisana',
      order: 2,
      from: 'approve',
      to: 'end',
      condition: {
        type: 'compare_value',
        leftValueAccess: { fieldId: 'signed' },
        operator: 'equal',
        rightValue: { type: 'const', value: true },
      },
    },
  },
};

/** A rule the server refused, shown on the route. */
export const WithProblems: Story = {
  args: {
    ...Conditional.args,
    problems: {
      'route:r2:order': {
        studio: 'processes.problems.invalid',
        params: { detail: 'must be number' },
      },
    },
  },
};

export const InEnglish: Story = { ...Conditional, globals: { language: 'en' } };
