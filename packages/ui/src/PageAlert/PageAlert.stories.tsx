import { Link } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { PageAlert } from './PageAlert';

const meta = {
  title: 'UI/PageAlert',
  component: PageAlert,
  decorators: [withTessera],
  args: {
    intent: 'warning',
    title: 'Nie znaleziono strony',
    message: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    action: <Link href="/demo/start">Przejdź do strony startowej</Link>,
  },
} satisfies Meta<typeof PageAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};

export const Informative: Story = {
  args: {
    intent: 'info',
    title: 'Ustawienia',
    message: 'Ekrany projektanta pojawią się w kolejnych wersjach.',
    action: undefined,
  },
};
