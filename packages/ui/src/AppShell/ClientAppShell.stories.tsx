import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientAppShell } from './ClientAppShell';
import {
  storyClient,
  storyClientData,
  storyServices,
  storyUsers,
  storyVersions,
} from './shellStoryData';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  title: { margin: 0 },
});

function Page() {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Text as="h1" size={800} weight="semibold" className={styles.title}>
        Zlecenia otwarte
      </Text>
      <Card>
        <Text>Tu pojawi się widok ze zleceniami.</Text>
      </Card>
    </section>
  );
}

const meta = {
  title: 'UI/ClientAppShell',
  component: ClientAppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    appName: 'Tessera',
    services: storyServices(),
    user: storyUsers.user,
    client: storyClient,
    data: storyClientData(),
    currentPath: '/demo/views/zlecenia-otwarte',
    onNavigate: () => undefined,
    onLogout: () => undefined,
    reload: () => undefined,
    children: <Page />,
  },
} satisfies Meta<typeof ClientAppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user: the configured menu and the add-action menu. */
export const User: Story = {};

/** An admin of a client with the applicationVersions feature, working in a draft. */
export const AdminInDraft: Story = {
  args: {
    user: storyUsers.admin,
    data: storyClientData({
      canSelectVersion: true,
      versions: storyVersions,
      version: storyVersions[0]!,
    }),
  },
};

/** A super admin: client search and switching. */
export const SuperAdmin: Story = {
  args: {
    user: storyUsers.superAdmin,
    data: storyClientData({ canSelectVersion: true, versions: storyVersions }),
    currentPath: '/demo/settings/forms',
  },
};

/** While the client's data loads. */
export const Loading: Story = { args: { data: null, loading: true } };

export const InEnglish: Story = {
  args: AdminInDraft.args,
  globals: { language: 'en' },
};
