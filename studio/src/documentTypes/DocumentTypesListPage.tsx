import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentMultipleRegular } from '@fluentui/react-icons';
import { type DocumentTypeItem, deleteDocumentType, fetchDocumentTypes } from '@tessera/client';
import { NewItemButton } from '../common/NewItemButton';
import { SettingsListPage } from '../common/SettingsListPage';
import { useDefinitionList } from '../common/useDefinitionList';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useRoleChoices } from '../roles/useRoleChoices';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { grantsOf } from './documentTypeGrants';
import { documentTypePaths } from './documentTypePaths';

const useStyles = makeStyles({
  access: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  permissions: { color: tokens.colorNeutralForeground3 },
});

/**
 * The document types list (spec 000 §2 settings.document_types; issue 8 "every list: search,
 * sort, status filter, pagination"): the edited version's types, names searched on the server,
 * sorted by name, filtered by status, each with the roles that may use it; each type opens for
 * editing or is deleted after a confirmation.
 */
export function DocumentTypesListPage() {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const list = useDefinitionList(fetchDocumentTypes);
  const { roles } = useRoleChoices();
  // While the roles load, a granted role has no name yet; once loaded, a missing one was deleted.
  const roleName = (id: string) =>
    roles === null
      ? '…'
      : (roles.find((role) => role.id === id)?.name ?? t('documentTypes.access.unknownRole'));
  const access = (item: DocumentTypeItem) => Object.entries(grantsOf(item.roleAccess));
  return (
    <SettingsListPage
      family="documentTypes"
      list={list}
      emptyIcon={<DocumentMultipleRegular />}
      newAction={
        <NewItemButton href={documentTypePaths.new(basePath)} label={t('documentTypes.list.new')} />
      }
      tableMinWidth="640px"
      itemName={(item) => item.name}
      editHref={(item) => documentTypePaths.edit(basePath, item.id)}
      columns={[
        {
          key: 'access',
          header: t('documentTypes.list.access'),
          muted: (item) => access(item).length === 0,
          cell: (item) => {
            const granted = access(item);
            if (granted.length === 0) return t('documentTypes.list.adminsOnly');
            return (
              <span className={styles.access}>
                {granted.map(([roleId, permissions]) => (
                  <span key={roleId}>
                    {roleName(roleId)}{' '}
                    <span className={styles.permissions}>
                      ·{' '}
                      {permissions
                        .map((permission) => t(`documentTypes.access.permissions.${permission}`))
                        .join(', ')}
                    </span>
                  </span>
                ))}
              </span>
            );
          },
        },
      ]}
      onDelete={{
        label: t('documentTypes.list.delete'),
        run: (item) => deleteDocumentType(adapter, item.id),
        message: (item) => t('documentTypes.list.deleteMessage', { name: item.name }),
      }}
    />
  );
}
