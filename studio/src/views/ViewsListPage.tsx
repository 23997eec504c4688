import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  CopyRegular,
  OpenRegular,
  TableRegular,
  TaskListLtrRegular,
} from '@fluentui/react-icons';
import { deleteViewDefinition, fetchViewDefinitions } from '@tessera/client';
import { VIEW_TYPES, type ViewType } from '@tessera/engine';
import type { ReactElement } from 'react';
import { ActionMenu } from '../common/ActionMenu';
import { SettingsListPage } from '../common/SettingsListPage';
import { useDefinitionList } from '../common/useDefinitionList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { viewAddress } from './viewAddress';
import { viewPaths } from './viewPaths';

const typeIcons: Record<ViewType, ReactElement> = {
  table: <TableRegular />,
  processes_inbox: <TaskListLtrRegular />,
};

const useStyles = makeStyles({
  type: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  address: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/**
 * The views list (spec 000 §2 settings.views; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, the status filter, each view's
 * type and address; per view edit, open, copy (views/new with copyFromId) and delete.
 */
export function ViewsListPage() {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const list = useDefinitionList(fetchViewDefinitions);
  const newButton = (
    <ActionMenu
      trigger={
        <Button appearance="primary" icon={<AddRegular />}>
          {t('views.list.new')}
        </Button>
      }
      actions={VIEW_TYPES.map((type) => ({
        key: type,
        label: t(`views.types.${type}`),
        icon: typeIcons[type],
        onClick: () => navigate(viewPaths.new(basePath, type)),
      }))}
    />
  );
  return (
    <SettingsListPage
      family="views"
      list={list}
      emptyIcon={<TableRegular />}
      newAction={newButton}
      tableMinWidth="720px"
      itemName={(view) => view.name}
      editHref={(view) => viewPaths.edit(basePath, view.id)}
      columns={[
        {
          key: 'type',
          header: t('views.list.type'),
          cell: (view) => (
            <span className={styles.type}>
              {typeIcons[view.type]}
              {t(`views.types.${view.type}`)}
            </span>
          ),
        },
        {
          key: 'address',
          header: t('views.list.address'),
          muted: (view) => !view.routeKey,
          cell: (view) =>
            view.routeKey ? (
              <span className={styles.address}>{viewAddress(basePath, view.routeKey)}</span>
            ) : (
              t('views.list.byId')
            ),
        },
      ]}
      rowLinks={(view) => [
        {
          key: 'open',
          label: t('views.editor.openView'),
          icon: <OpenRegular />,
          href: viewAddress(basePath, view.routeKey ?? view.id),
          newTab: true,
        },
      ]}
      menuActions={(view) => [
        {
          key: 'copy',
          label: t('views.list.copy'),
          icon: <CopyRegular />,
          onClick: () => navigate(viewPaths.new(basePath, view.type, view.id)),
        },
      ]}
      onDelete={{
        label: t('views.list.delete'),
        run: (view) => deleteViewDefinition(adapter, view.id),
      }}
    />
  );
}
