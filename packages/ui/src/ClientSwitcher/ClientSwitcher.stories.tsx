import { makeStyles, tokens } from '@fluentui/react-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ClientSwitcher } from './ClientSwitcher';

const clients = [
  { key: 'demo', name: 'Serwis Północ' },
  { key: 'poludnie', name: 'Serwis Południe' },
  { key: 'acme', name: 'Acme sp. z o.o.' },
];

// The switcher sits on the brand-coloured top bar.
const useBarStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
  },
});

function Bar({ children }: { children: React.ReactNode }) {
  return <div className={useBarStyles().bar}>{children}</div>;
}

const withBar: Decorator = (Story) => (
  <Bar>
    <Story />
  </Bar>
);

const meta = {
  title: 'UI/ClientSwitcher',
  component: ClientSwitcher,
  decorators: [withBar],
  args: {
    current: clients[0]!,
    searchClients: async (query: string) =>
      clients.filter((client) => client.name.toLowerCase().includes(query.toLowerCase())),
    onSwitch: () => undefined,
  },
} satisfies Meta<typeof ClientSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** A long client name is cut short on the bar. */
export const LongName: Story = {
  args: {
    current: { key: 'hurtownia', name: 'Hurtownia Materiałów Budowlanych Kowalczyk i Synowie' },
  },
};

export const InEnglish: Story = { globals: { language: 'en' } };
