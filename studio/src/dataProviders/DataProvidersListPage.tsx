import { DatabaseRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { deleteDataProvider, fetchDataProviders } from '@tessera/client';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import { useDefinitionList } from '../common/useDefinitionList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';

/**
 * The data providers list (spec 000 §2 settings.dataProviders.listing; issue 8 "every list:
 * search, sort, status filter, pagination"): names searched on the server, sorted by name, the
 * status filter over active and inactive providers, and per provider edit, browse and delete.
 */
export function DataProvidersListPage() {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const list = useDefinitionList(fetchDataProviders);
  return (
    <SettingsListPage
      family="dataProviders"
      list={list}
      emptyIcon={<DatabaseRegular />}
      newAction={
        <NewItemButton href={dataProviderPaths.new(basePath)} label={t('dataProviders.list.new')} />
      }
      tableMinWidth="640px"
      itemName={(provider) => provider.name}
      editHref={(provider) => dataProviderPaths.edit(basePath, provider.id)}
      columns={[
        {
          key: 'type',
          header: t('dataProviders.list.type'),
          cell: (provider) => t(`dataProviders.types.${provider.type}`),
        },
        {
          key: 'fields',
          header: t('dataProviders.list.fields'),
          muted: true,
          cell: (provider) =>
            t('dataProviders.list.fieldCount', {
              count: provider.config.fields.filter((field) => field.status !== 'deleted').length,
            }),
        },
      ]}
      rowLinks={(provider) => [
        {
          key: 'browse',
          label: t('dataProviders.list.browse'),
          icon: <TableSimpleRegular />,
          href: dataProviderPaths.browse(basePath, provider.id),
        },
      ]}
      menuActions={(provider) => [
        {
          key: 'browse',
          label: t('dataProviders.list.browse'),
          icon: <TableSimpleRegular />,
          onClick: () => navigate(dataProviderPaths.browse(basePath, provider.id)),
        },
      ]}
      onDelete={{
        label: t('dataProviders.list.delete'),
        run: (provider) => deleteDataProvider(adapter, provider.id),
      }}
    />
  );
}
