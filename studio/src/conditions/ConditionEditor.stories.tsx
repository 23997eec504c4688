import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConditionDefinition } from '@tessera/engine';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ConditionEditor } from './ConditionEditor';
import type { ConditionField } from './conditionDraft';

const useStyles = makeStyles({
  frame: {
    maxWidth: '760px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

const fields: ConditionField[] = [
  { id: 'price', label: 'Cena', valueType: 'number' },
  { id: 'city', label: 'Miasto', valueType: 'text' },
  { id: 'signed', label: 'Podpisano', valueType: 'boolean' },
  { id: 'owner', label: 'Opiekun', valueType: 'system_source_reference' },
];

/** The editor over a condition kept in state, as its callers keep it. */
function Demo({
  condition,
  optional = false,
  problems = {},
}: {
  condition: ConditionDefinition | undefined;
  optional?: boolean;
  problems?: Record<string, string>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(condition);
  return (
    <div className={styles.frame}>
      <ConditionEditor
        condition={current}
        onChange={setCurrent}
        fields={fields}
        optional={optional}
        problems={new Map(Object.entries(problems))}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Conditions/ConditionEditor',
  component: Demo,
  decorators: [withStudioMessages],
  args: { condition: undefined, optional: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An optional condition not set: "always". */
export const Always: Story = {};

/** A comparison of a number field with a constant. */
export const Comparison: Story = {
  args: {
    condition: {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'price' },
      operator: 'greater_than',
      rightValue: { type: 'const', value: 10000 },
    },
  },
};

/** `between` with its range, one bound another field. */
export const Between: Story = {
  args: {
    condition: {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'price' },
      operator: 'between',
      rightValue: {
        type: 'range',
        start: { type: 'const', value: 100 },
        end: { type: 'another_field', valueAccess: { fieldId: 'city' } },
      },
    },
  },
};

/** Nested groups: all of (signed, any of (Warsaw, the owner is the current user)). */
export const NestedGroups: Story = {
  args: {
    condition: {
      type: 'and',
      conditions: [
        {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'signed' },
          operator: 'equal',
          rightValue: { type: 'const', value: true },
        },
        {
          type: 'or',
          conditions: [
            {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'city' },
              operator: 'in_array',
              rightValue: { type: 'const', value: ['Warszawa', 'Kraków'] },
            },
            {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'owner' },
              operator: 'equal',
              rightValue: { type: 'expression', expression: 'current_user' },
            },
          ],
        },
      ],
    },
  },
};

/** Problems at their pointers, as the process editor passes the server's and its own. */
export const WithProblems: Story = {
  args: {
    condition: {
      type: 'or',
      conditions: [
        { type: 'is_empty', valueAccess: { fieldId: 'gone' } },
        { type: 'and', conditions: [] },
      ],
    },
    problems: {
      '/conditions/0/valueAccess': 'Tego pola nie ma już w dostawcy danych — wybierz inne.',
      '/conditions/1': 'Grupa musi zawierać co najmniej jeden warunek.',
    },
  },
};

export const InEnglish: Story = { ...NestedGroups, globals: { language: 'en' } };
