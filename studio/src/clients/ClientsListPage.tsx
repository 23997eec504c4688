import { BuildingMultipleRegular } from '@fluentui/react-icons';
import { type ClientItem, fetchClients, saveClient } from '@tessera/client';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import type { SettingsListState } from '../common/settingsListState';
import { useSettingsList } from '../common/useSettingsList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { clientFeatures } from './clientFeatures';
import { type ClientSortField, clientListQuery } from './clientListQuery';
import { clientPaths } from './clientPaths';

const enabledCount = (client: ClientItem) =>
  clientFeatures.filter((flag) => client.enabledFeatures[flag] === true).length;

/**
 * The clients list (spec 000 §2 settings.clients, super admins; issue 8 "every list: search,
 * sort, status filter, pagination"): name and key searched, sorted by name or key, filtered by
 * status; each client opens for editing or is deleted after a confirmation (a soft delete: its
 * key is never used again).
 */
export function ClientsListPage() {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const list = useSettingsList({
    nameField: 'name',
    query: (state: SettingsListState<ClientSortField>) => clientListQuery(state),
    fetch: fetchClients,
  });
  return (
    <SettingsListPage
      family="clients"
      list={list}
      emptyIcon={<BuildingMultipleRegular />}
      newAction={<NewItemButton href={clientPaths.new(basePath)} label={t('clients.list.new')} />}
      tableMinWidth="720px"
      itemName={(client) => client.name}
      editHref={(client) => clientPaths.edit(basePath, client.id)}
      columns={[
        {
          key: 'key',
          header: t('clients.list.key'),
          sortField: 'key',
          cell: (client) => client.key,
        },
        {
          key: 'domains',
          header: t('clients.list.domains'),
          muted: (client) => client.domains.length === 0,
          cell: (client) =>
            client.domains.length === 0 ? t('clients.list.none') : client.domains.join(', '),
        },
        {
          key: 'features',
          header: t('clients.list.features'),
          muted: (client) => enabledCount(client) === 0,
          cell: (client) =>
            enabledCount(client) === 0
              ? t('clients.list.none')
              : t('clients.list.featureCount', { count: enabledCount(client) }),
        },
      ]}
      onDelete={{
        label: t('clients.list.delete'),
        run: (client) => saveClient(adapter, { id: client.id, status: 'deleted' }),
        message: (client) =>
          t('clients.list.deleteMessage', { name: client.name, key: client.key }),
      }}
    />
  );
}
