import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PermissionEntity, RolePermissionType } from '@tessera/client';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { grantHref } from './permissionCategories';
import { type ListedPermissions, RolePermissionsPanel } from './RolePermissionsPanel';

const useStyles = makeStyles({
  frame: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const salesEntities: PermissionEntity[] = [
  { kind: 'manual', entityId: 'usersManagement', name: 'usersManagement' },
  { kind: 'tableViewAccess', entityId: 'v-orders', name: 'Zamówienia' },
  { kind: 'tableViewRowClickAction', entityId: 'v-orders', name: 'Zamówienia' },
  { kind: 'viewAccess', entityId: 'v-inbox', name: 'Skrzynka handlowca' },
  { kind: 'processStepFormInput', entityId: 'p-sales', name: 'Sprzedaż PV › Oferta' },
  { kind: 'dashboard', entityId: 'v-kpi', name: 'Wyniki sprzedaży' },
];

/** The panel over special permissions kept in state, as the role editor keeps them. */
function Demo({
  listed,
  special = [],
  initialCategory,
  disabled,
}: {
  listed: ListedPermissions;
  special?: RolePermissionType[];
  initialCategory?: 'assigned' | 'views' | 'special';
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(special);
  return (
    <div className={styles.frame}>
      <RolePermissionsPanel
        special={current}
        onSpecialChange={setCurrent}
        listed={listed}
        hrefOf={(grant) => grantHref(grant, '/demo/settings')}
        onOpen={() => {}}
        initialCategory={initialCategory}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Roles/RolePermissionsPanel',
  component: Demo,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A salesperson's role: everything it grants, by view and process step. */
export const Assigned: Story = {
  args: { listed: { status: 'ready', entities: salesEntities }, special: ['usersManagement'] },
};

/** The views category: one row per view with everything it grants. */
export const Views: Story = {
  args: {
    listed: { status: 'ready', entities: salesEntities },
    special: ['usersManagement'],
    initialCategory: 'views',
  },
};

/** Special permissions, set with check boxes. */
export const Special: Story = {
  args: {
    listed: { status: 'ready', entities: [] },
    special: ['userApiAccess'],
    initialCategory: 'special',
  },
};

/** A role not saved yet: only its special permissions can be known. */
export const NewRole: Story = {
  args: { listed: { status: 'new' } },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { listed: { status: 'failed', retry: () => {} } },
};

/** A version that cannot be edited: nothing changes here. */
export const ReadOnly: Story = {
  args: {
    listed: { status: 'ready', entities: [] },
    special: ['usersManagement'],
    initialCategory: 'special',
    disabled: true,
  },
};
