import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTopBar } from '../storybook/withTopBar';
import { ClientSwitcher } from './ClientSwitcher';

const clients = [
  { key: 'demo', name: 'Serwis Północ' },
  { key: 'poludnie', name: 'Serwis Południe' },
  { key: 'acme', name: 'Acme sp. z o.o.' },
];

const meta = {
  title: 'UI/ClientSwitcher',
  component: ClientSwitcher,
  // The switcher sits on the brand-coloured top bar, beside the app name.
  decorators: [withTopBar('start')],
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
