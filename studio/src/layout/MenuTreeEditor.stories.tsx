import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MenuEntry } from '@tessera/client';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { nextMenuKey } from './layoutDraft';
import { MenuTreeEditor } from './MenuTreeEditor';
import { insertMenuNode, type MenuNode, menuNodesOf, removeMenuNode } from './menuTree';

const useStyles = makeStyles({
  frame: {
    maxWidth: '640px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const views: Record<string, string> = { v1: 'Moje zadania', v2: 'Instalacje', v3: 'Klienci' };

/** The tree over entries kept in state, as the layout editor keeps them. */
function Demo({ entries, problemAt = [] }: { entries: MenuEntry[]; problemAt?: number[] }) {
  const styles = useStyles();
  const [menu, setMenu] = useState<MenuNode[]>(() => menuNodesOf(entries, nextMenuKey));
  const [selected, setSelected] = useState<string | null>(menu[0]?.key ?? null);
  const problemKeys = new Set(problemAt.map((index) => menu[index]?.key));
  return (
    <div className={styles.frame}>
      <MenuTreeEditor
        menu={menu}
        selectedKey={selected}
        onSelect={setSelected}
        onChange={setMenu}
        onAdd={(parentKey) =>
          setMenu((current) =>
            insertMenuNode(
              current,
              { key: nextMenuKey(), entry: { text: 'Nowa pozycja' }, children: [] },
              { parentKey, index: Number.MAX_SAFE_INTEGER },
            ),
          )
        }
        onRemove={(key) => setMenu((current) => removeMenuNode(current, key))}
        describeTarget={(node) =>
          node.entry.viewId
            ? `Widok: ${views[node.entry.viewId] ?? '?'}`
            : node.entry.routePath
              ? `/demo/${node.entry.routePath}`
              : 'Nagłówek grupy'
        }
        hasProblem={(key) => problemKeys.has(key)}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Layout/MenuTreeEditor',
  component: Demo,
  decorators: [withStudioMessages],
  args: {
    entries: [
      { text: 'Moje zadania', icon: 'tasks', viewId: 'v1' },
      {
        text: 'Sprzedaż',
        icon: 'money',
        expandedByDefault: true,
        groups: ['Handel'],
        children: [
          { text: 'Instalacje', icon: 'table', viewId: 'v2' },
          { text: 'Klienci', icon: 'people', viewId: 'v3' },
        ],
      },
      { text: 'Start', icon: 'home', routePath: 'start' },
    ],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo app's menu with a nested group. */
export const NestedMenu: Story = {};

/** A flat menu of one entry. */
export const SingleEntry: Story = {
  args: { entries: [{ text: 'Klienci', icon: 'people', viewId: 'v3' }] },
};

/** An entry with a problem is marked. */
export const WithProblem: Story = {
  args: {
    entries: [
      { text: '', icon: 'tasks', viewId: 'v1' },
      { text: 'Zła ikona', icon: 'nieznana', routePath: 'start' },
    ],
    problemAt: [0],
  },
};
