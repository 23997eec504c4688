import {
  Checkbox,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { DocumentTypePermission, RoleRecord } from '@tessera/client';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type DocumentTypeGrants, documentTypePermissions, withGrant } from './documentTypeGrants';

/** A role a grant may name: the client's roles that are not deleted. */
export type GrantableRole = Pick<RoleRecord, 'id' | 'name' | 'status'>;

export interface DocumentTypeAccessTableProps {
  readonly grants: DocumentTypeGrants;
  readonly onChange: (grants: DocumentTypeGrants) => void;
  /** The client's roles (not deleted); `null` while they load or when they failed to. */
  readonly roles: readonly GrantableRole[] | null;
  readonly rolesFailed: boolean;
  /** The roles screen, offered when the client has no roles yet. */
  readonly rolesHref: string;
  readonly onOpenRoles: (event: MouseEvent) => void;
  /** The server's problem with the role access. */
  readonly problem?: string | undefined;
  /** A version that cannot be edited: nothing changes here. */
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  frame: {
    contain: 'inline-size',
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { minWidth: '560px' },
  header: { backgroundColor: tokens.colorNeutralBackground2 },
  roleHeader: { fontWeight: tokens.fontWeightSemibold },
  permissionHeader: { width: '170px' },
  headerContent: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS },
  permission: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalXS,
  },
  permissionName: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  summary: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Which roles may do what with documents of a type (spec 002 §3 roleAccess, §6: a role uses a
 * type when an entry naming it includes write): a row per role — the active ones, and any
 * inactive or deleted one still granted something, so it can be taken away — with a check box
 * per permission, and a column's box that sets it for every role listed.
 */
export function DocumentTypeAccessTable({
  grants,
  onChange,
  roles,
  rolesFailed,
  rolesHref,
  onOpenRoles,
  problem,
  disabled = false,
}: DocumentTypeAccessTableProps) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  if (roles === null && !rolesFailed) {
    return <Spinner size="small" label={common('common.loading')} />;
  }
  const known = roles ?? [];
  const rows = [
    ...known
      .filter((role) => role.status === 'active' || grants[role.id] !== undefined)
      .map((role) => ({
        id: role.id,
        name:
          role.status === 'active'
            ? role.name
            : t('documentTypes.access.inactiveRole', { name: role.name }),
        known: role.status === 'active',
      })),
    ...Object.keys(grants)
      .filter((roleId) => !known.some((role) => role.id === roleId))
      .map((roleId) => ({ id: roleId, name: t('documentTypes.access.unknownRole'), known: false })),
  ];
  const granted = rows.filter((row) => (grants[row.id]?.length ?? 0) > 0).length;
  const permissionName = (permission: DocumentTypePermission) =>
    t(`documentTypes.access.permissions.${permission}`);
  const columnState = (permission: DocumentTypePermission) => {
    const holding = rows.filter((row) => grants[row.id]?.includes(permission)).length;
    return holding === 0 ? false : holding === rows.length ? true : 'mixed';
  };

  return (
    <div className={styles.root}>
      {rolesFailed && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('documentTypes.access.rolesLoadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {rows.length === 0 && !rolesFailed ? (
        <Text className={styles.muted}>
          {t('documentTypes.access.noRoles')}{' '}
          <Link href={rolesHref} onClick={onOpenRoles}>
            {t('documentTypes.access.openRoles')}
          </Link>
        </Text>
      ) : (
        rows.length > 0 && (
          <div className={styles.frame}>
            <Table className={styles.table} aria-label={t('documentTypes.access.tableLabel')}>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell className={styles.roleHeader}>
                    {t('documentTypes.access.role')}
                  </TableHeaderCell>
                  {documentTypePermissions.map((permission) => (
                    <TableHeaderCell key={permission} className={styles.permissionHeader}>
                      <span className={styles.headerContent}>
                        <Checkbox
                          disabled={disabled}
                          checked={columnState(permission)}
                          aria-label={t('documentTypes.access.grantAll', {
                            permission: permissionName(permission),
                          })}
                          onChange={(_, data) =>
                            onChange(
                              withGrant(
                                grants,
                                rows.map((row) => row.id),
                                permission,
                                data.checked === true,
                              ),
                            )
                          }
                        />
                        <span className={styles.permission}>
                          <span className={styles.permissionName}>
                            {permissionName(permission)}
                          </span>
                          <span className={styles.hint}>
                            {t(`documentTypes.access.permissionHints.${permission}`)}
                          </span>
                        </span>
                      </span>
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className={row.known ? undefined : styles.muted}>
                      {row.name}
                    </TableCell>
                    {documentTypePermissions.map((permission) => (
                      <TableCell key={permission}>
                        <Checkbox
                          disabled={disabled}
                          checked={grants[row.id]?.includes(permission) ?? false}
                          aria-label={t('documentTypes.access.grant', {
                            permission: permissionName(permission),
                            role: row.name,
                          })}
                          onChange={(_, data) =>
                            onChange(withGrant(grants, [row.id], permission, data.checked === true))
                          }
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )
      )}
      {problem && (
        <Text role="alert" className={styles.error}>
          {problem}
        </Text>
      )}
      {rows.length > 0 && (
        <Text className={styles.summary}>
          {granted === 0
            ? t('documentTypes.access.summaryNone')
            : t('documentTypes.access.summary', { count: granted })}
        </Text>
      )}
    </div>
  );
}
