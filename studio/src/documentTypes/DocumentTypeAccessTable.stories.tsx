import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { DocumentTypeAccessTable, type GrantableRole } from './DocumentTypeAccessTable';
import type { DocumentTypeGrants } from './documentTypeGrants';

const useStyles = makeStyles({
  frame: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const salesRoles: GrantableRole[] = [
  { id: 'r-sales', name: 'Handlowiec', status: 'active' },
  { id: 'r-office', name: 'Biuro obsługi', status: 'active' },
  { id: 'r-install', name: 'Monter', status: 'active' },
  { id: 'r-old', name: 'Praktykant', status: 'inactive' },
];

/** The table over grants kept in state, as the document type editor keeps them. */
function Demo({
  roles,
  grants = {},
  rolesFailed = false,
  problem,
  disabled,
}: {
  roles: GrantableRole[] | null;
  grants?: DocumentTypeGrants;
  rolesFailed?: boolean;
  problem?: string;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(grants);
  return (
    <div className={styles.frame}>
      <DocumentTypeAccessTable
        grants={current}
        onChange={setCurrent}
        roles={roles}
        rolesFailed={rolesFailed}
        rolesHref="/demo/settings/roles"
        onOpenRoles={(event) => event.preventDefault()}
        problem={problem}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/DocumentTypes/DocumentTypeAccessTable',
  component: Demo,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contract: salespeople add it, the office sees it, an old role still may delete it. */
export const Contract: Story = {
  args: {
    roles: salesRoles,
    grants: {
      'r-sales': ['read', 'write'],
      'r-office': ['read'],
      'r-old': ['delete'],
    },
  },
};

/** A new type: only administrators have access until roles are ticked. */
export const AdminsOnly: Story = { args: { roles: salesRoles } };

/** A client without roles yet: the way to the roles screen. */
export const NoRoles: Story = { args: { roles: [] } };

/** The roles could not be loaded: a granted role still shows, to be taken away. */
export const RolesFailed: Story = {
  args: { roles: null, rolesFailed: true, grants: { 'r-gone': ['read'] } },
};

/** The server refused the access. */
export const WithProblem: Story = {
  args: {
    roles: salesRoles,
    grants: { 'r-sales': ['read'] },
    problem: 'Serwer odrzucił tę wartość: must match format "uuid"',
  },
};

/** A version that cannot be edited: nothing changes here. */
export const ReadOnly: Story = {
  args: { roles: salesRoles, grants: { 'r-sales': ['read', 'write'] }, disabled: true },
};
