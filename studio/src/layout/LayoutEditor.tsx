import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ApplicationLayout, ViewDefinitionItem } from '@tessera/client';
import { useConfirm } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioPage } from '../shell/StudioPageContext';
import { clientRootOf } from '../views/viewAddress';
import { nextMenuKey } from './layoutDraft';
import { MenuEntryPanel } from './MenuEntryPanel';
import { MenuTreeEditor } from './MenuTreeEditor';
import {
  findMenuNode,
  insertMenuNode,
  type MenuNode,
  removeMenuNode,
  subtreeKeys,
  updateMenuNode,
} from './menuTree';
import { StartingViewsEditor } from './StartingViewsEditor';
import { useLayoutEditor } from './useLayoutEditor';
import { entryLocation } from './validateLayoutDraft';

const useStyles = makeStyles({
  menu: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tree: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface LayoutEditorProps {
  readonly initial: ApplicationLayout;
  /** The version's views (not deleted), for links and starting views. */
  readonly views: readonly Pick<ViewDefinitionItem, 'id' | 'name' | 'status' | 'routeKey'>[];
  /** The active roles; null when they could not be loaded. */
  readonly roles: readonly { id: string; name: string }[] | null;
}

/**
 * The application layout editor (spec 000 §2 settings.layout; §3 application layout): the side
 * menu as a tree with a settings panel for the selected entry, and the starting views per role.
 * Saves the whole layout with its revision; shows the server's problems on their entries and
 * offers to reload after someone else's change.
 */
export function LayoutEditor({ initial, views, roles }: LayoutEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const { confirmDelete, dialog } = useConfirm();
  const viewIds = useMemo(() => new Set(views.map((view) => view.id)), [views]);
  const editor = useLayoutEditor(initial, viewIds);
  const { draft, problems } = editor;
  const message = useProblemMessage(problems);
  const [selectedKey, setSelectedKey] = useState<string | null>(draft.menu[0]?.key ?? null);
  const selected = selectedKey === null ? undefined : findMenuNode(draft.menu, selectedKey)?.node;
  const editable = useEditableVersion(editor.block);
  const activeViews = views.filter((view) => view.status === 'active');
  const setMenu = (menu: MenuNode[]) => editor.change((current) => ({ ...current, menu }));

  const add = (parentKey: string | null) => {
    const node: MenuNode = {
      key: nextMenuKey(),
      entry: {
        text: t('layout.menu.newEntry'),
        ...(activeViews[0] ? { viewId: activeViews[0].id } : {}),
      },
      children: [],
    };
    editor.change((current) => ({
      ...current,
      menu: insertMenuNode(current.menu, node, { parentKey, index: Number.MAX_SAFE_INTEGER }),
    }));
    setSelectedKey(node.key);
  };
  const remove = async (key: string) => {
    const node = findMenuNode(draft.menu, key)?.node;
    if (node === undefined) return;
    if (node.children.length > 0) {
      const itemName = t('layout.menu.removeConfirm', {
        name: node.entry.text,
        count: subtreeKeys(node).length - 1,
      });
      if (!(await confirmDelete({ itemName }))) return;
    }
    editor.change((current) => ({ ...current, menu: removeMenuNode(current.menu, key) }));
    if (selectedKey !== null && subtreeKeys(node).includes(selectedKey)) setSelectedKey(null);
  };
  const describeTarget = (node: MenuNode) => {
    const { viewId, routePath } = node.entry;
    if (viewId !== undefined) {
      const view = views.find((candidate) => candidate.id === viewId);
      return view ? `${t('layout.entry.view')}: ${view.name}` : t('layout.menu.missingView');
    }
    if (routePath !== undefined) return `${clientRootOf(basePath)}/${routePath}`;
    return t('layout.menu.heading');
  };
  const hasProblem = (key: string) =>
    [...problems.keys()].some((location) => location.startsWith(`entry:${key}:`));
  const generalProblem = message('general');

  return (
    <>
      <EditorHeader
        texts="layout.page"
        title={t('layout.page.title')}
        description={t('layout.page.description')}
        editor={editor}
        editable={editable}
        onSave={() => void editor.save()}
        problem={generalProblem}
      />

      <EditorSection
        title={t('layout.menu.title')}
        description={t('layout.menu.description')}
        action={
          <Button icon={<AddRegular />} onClick={() => add(null)}>
            {t('layout.menu.add')}
          </Button>
        }
      >
        <div className={styles.menu}>
          <div className={styles.tree}>
            {draft.menu.length === 0 ? (
              <Text className={styles.muted}>{t('layout.menu.empty')}</Text>
            ) : (
              <MenuTreeEditor
                menu={draft.menu}
                selectedKey={selectedKey}
                onSelect={setSelectedKey}
                onChange={setMenu}
                onAdd={add}
                onRemove={(key) => void remove(key)}
                describeTarget={describeTarget}
                hasProblem={hasProblem}
              />
            )}
          </div>
          <section className={styles.panel} aria-label={t('layout.entry.title')}>
            <Text as="h3" weight="semibold" size={400}>
              {t('layout.entry.title')}
            </Text>
            {selected ? (
              <MenuEntryPanel
                key={selected.key}
                node={selected}
                views={activeViews}
                basePath={basePath}
                problem={(part) => message(entryLocation(selected.key, part))}
                onChange={(entry) =>
                  editor.change((current) => ({
                    ...current,
                    menu: updateMenuNode(current.menu, selected.key, (node) => ({
                      ...node,
                      entry,
                    })),
                  }))
                }
                onRemove={() => void remove(selected.key)}
              />
            ) : (
              <Text className={styles.muted}>{t('layout.entry.selectHint')}</Text>
            )}
          </section>
        </div>
      </EditorSection>

      <EditorSection
        title={t('layout.starting.title')}
        description={t('layout.starting.description')}
      >
        <StartingViewsEditor
          startingViews={draft.startingViews}
          roles={roles}
          views={activeViews}
          problem={(roleId) => message(`starting:${roleId}`)}
          onChange={(roleId, ids) =>
            editor.change((current) => ({
              ...current,
              startingViews: { ...current.startingViews, [roleId]: ids },
            }))
          }
        />
      </EditorSection>
      {dialog}
    </>
  );
}
