import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { emptyUserDraft, type PersonalDetailField, userDraftOf } from './userDraft';

const useStyles = makeStyles({
  frame: {
    maxWidth: '960px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const salesperson = userDraftOf({
  id: 'u1',
  email: 'jan.kowalski@example.com',
  status: 'active',
  type: 'user',
  supervisorUserId: null,
  roleIds: [],
  defaultClient: null,
  personalDetails: {
    name: 'Jan',
    surname: 'Kowalski',
    cellphone: '600 100 200',
    street: 'Długa 5',
    postalCode: '31-147',
    city: 'Kraków',
    department: 'Sprzedaż',
    jobPosition: 'Handlowiec',
    tag1: 'PV',
  },
  specialFeatures: [],
  _search: { fullName: 'Kowalski Jan', isActive: true },
});

/** The user form's personal details, kept in state as the form keeps them. */
function Demo({
  details,
  problems = {},
}: {
  details: typeof salesperson.personalDetails;
  problems?: Partial<Record<PersonalDetailField, string>>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(details);
  return (
    <div className={styles.frame}>
      <PersonalDetailsFields
        details={current}
        onChange={(field, value) => setCurrent((before) => ({ ...before, [field]: value }))}
        problem={(field) => problems[field]}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Users/PersonalDetailsFields',
  component: Demo,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A salesperson's details, grouped: name, contact, address, work, tags. */
export const Filled: Story = { args: { details: salesperson.personalDetails } };

/** A new user: nothing filled in yet. */
export const Empty: Story = { args: { details: emptyUserDraft().personalDetails } };

/** A save tried without the name: the required message on it (spec 002 §5). */
export const WithProblems: Story = {
  args: {
    details: emptyUserDraft().personalDetails,
    problems: { name: 'Pole jest wymagane' },
  },
};
