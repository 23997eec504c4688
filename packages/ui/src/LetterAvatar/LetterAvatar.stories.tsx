import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTessera } from '../storybook/withTessera';
import { LetterAvatar, type LetterAvatarProps } from './LetterAvatar';

const meta = {
  title: 'UI/LetterAvatar',
  component: LetterAvatar,
  decorators: [withTessera],
  args: { name: 'Jan Kowalski', size: 40 },
} satisfies Meta<typeof LetterAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const names = [
  'Anna Nowak',
  'Piotr Wiśniewski',
  'Katarzyna Wójcik',
  'Tomasz Kamiński',
  'Magdalena Lewandowska',
  'Michał Zieliński',
  'Agnieszka Szymańska',
  'Krzysztof Woźniak',
];

const useRowStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function AvatarRow(args: LetterAvatarProps) {
  return (
    <div className={useRowStyles().row}>
      {names.map((name) => (
        <LetterAvatar key={name} {...args} name={name} />
      ))}
    </div>
  );
}

/** Each name keeps its colour: the sum of its character codes picks one of 14. */
export const ManyNames: Story = { render: (args) => <AvatarRow {...args} /> };
