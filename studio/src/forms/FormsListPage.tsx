import { CopyRegular, FormRegular } from '@fluentui/react-icons';
import { deleteFormDefinition, fetchFormDefinitions } from '@tessera/client';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import { useDefinitionList } from '../common/useDefinitionList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { formPaths } from './formPaths';
import { useFormProviders } from './useFormProviders';

/**
 * The forms list (spec 000 §2 settings.forms; issue 8 "every list: search, sort, status filter,
 * pagination"): names searched on the server, sorted by name, the status filter, the provider
 * each form fills, and per form edit, copy (new with `copyFromFormId`) and delete.
 */
export function FormsListPage() {
  const { t } = useStudioTranslation();
  const { basePath } = useStudioPage();
  const navigate = useStudioNavigate();
  const providers = useFormProviders();
  const list = useDefinitionList(fetchFormDefinitions);
  return (
    <SettingsListPage
      family="forms"
      list={list}
      emptyIcon={<FormRegular />}
      newAction={<NewItemButton href={formPaths.new(basePath)} label={t('forms.list.new')} />}
      tableMinWidth="640px"
      itemName={(form) => form.name}
      editHref={(form) => formPaths.edit(basePath, form.id)}
      columns={[
        {
          key: 'provider',
          header: t('forms.list.provider'),
          muted: (form) => !form.binding?.dataProviderId,
          cell: (form) => {
            const providerId = form.binding?.dataProviderId;
            return providerId
              ? (providers?.find((provider) => provider.id === providerId)?.name ?? '…')
              : t('forms.list.noProvider');
          },
        },
        {
          key: 'fields',
          header: t('forms.list.fields'),
          muted: true,
          cell: (form) =>
            t('forms.list.fieldCount', {
              count: form.fields.filter((field) => field.status !== 'deleted').length,
            }),
        },
      ]}
      menuActions={(form) => [
        {
          key: 'copy',
          label: t('forms.list.copy'),
          icon: <CopyRegular />,
          onClick: () => navigate(formPaths.new(basePath, { copyFromFormId: form.id })),
        },
      ]}
      onDelete={{
        label: t('forms.list.delete'),
        run: (form) => deleteFormDefinition(adapter, form.id),
      }}
    />
  );
}
