import {
  Badge,
  Button,
  Checkbox,
  CounterBadge,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRightRegular,
  BoardRegular,
  FlowRegular,
  KeyRegular,
  TableSimpleRegular,
} from '@fluentui/react-icons';
import type { PermissionEntity, RolePermissionType } from '@tessera/client';
import { RetryAlert } from '@tessera/ui';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainClick } from '../common/isPlainClick';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  grantCounts,
  grantsIn,
  type PermissionCategory,
  type PermissionGrant,
  permissionCategories,
  roleEntities,
  specialPermissionTypes,
} from './permissionCategories';

/** What the server listed for the role: nothing yet for a new role, or its answer. */
export type ListedPermissions =
  | { readonly status: 'new' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly entities: readonly PermissionEntity[] };

export interface RolePermissionsPanelProps {
  /** The role's special permissions as the draft has them. */
  readonly special: readonly RolePermissionType[];
  readonly onSpecialChange: (special: RolePermissionType[]) => void;
  readonly listed: ListedPermissions;
  /** Where a grant is set (a view's editor...), or `null` when it is set here. */
  readonly hrefOf: (grant: PermissionGrant) => string | null;
  /** Follows a grant's link (through the unsaved-changes check). */
  readonly onOpen: (href: string) => void;
  /** No changes allowed (the version cannot be edited). */
  readonly disabled?: boolean;
  readonly initialCategory?: PermissionCategory;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    ':not(:last-child)': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  icon: { fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1, display: 'flex' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  kinds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  open: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  empty: {
    color: tokens.colorNeutralForeground2,
    padding: tokens.spacingVerticalM,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  special: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  permission: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  permissionHint: {
    color: tokens.colorNeutralForeground2,
    paddingLeft: tokens.spacingHorizontalXXXL,
    paddingBottom: tokens.spacingVerticalXS,
  },
});

const categoryIcons = {
  views: <TableSimpleRegular />,
  processSettings: <FlowRegular />,
  special: <KeyRegular />,
  dashboard: <BoardRegular />,
} as const;

/**
 * A role's permissions by category (spec 002 §6: assigned, views, process settings, special,
 * dashboard). Special permissions are set here with check boxes; everything else is read-only,
 * listed as `GET roles/{id}/permissionEntities` reports it — one row per view or process step,
 * with what it grants and a link to where it is set.
 */
export function RolePermissionsPanel({
  special,
  onSpecialChange,
  listed,
  hrefOf,
  onOpen,
  disabled = false,
  initialCategory = 'assigned',
}: RolePermissionsPanelProps) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const [category, setCategory] = useState<PermissionCategory>(initialCategory);
  const entities = roleEntities(listed.status === 'ready' ? listed.entities : [], special);
  const counts = grantCounts(entities);
  const grants = grantsIn(category, entities);
  const serverPart = category !== 'special';

  const follow = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(href);
  };
  const toggle = (type: RolePermissionType, checked: boolean) =>
    onSpecialChange(
      specialPermissionTypes.filter((each) => (each === type ? checked : special.includes(each))),
    );
  const grantName = (grant: PermissionGrant) =>
    grant.category === 'special'
      ? t(`roles.permissionTypes.${grant.entityId as RolePermissionType}`)
      : grant.name;

  const grantList = (
    <ul className={styles.list} aria-label={t(`roles.categories.${category}`)}>
      {grants.map((grant) => {
        const href = hrefOf(grant);
        const name = grantName(grant);
        return (
          <li key={`${grant.category}:${grant.entityId}`} className={styles.row} aria-label={name}>
            <span className={styles.icon} aria-hidden>
              {categoryIcons[grant.category]}
            </span>
            <span className={styles.text}>
              <Text className={styles.name}>{name}</Text>
              <span className={styles.kinds}>
                {grant.kinds.map((kind) => (
                  <Badge key={kind} appearance="tint" color="informative" size="small">
                    {t(`roles.kinds.${kind}`)}
                  </Badge>
                ))}
              </span>
            </span>
            {href !== null && (
              <Link
                className={styles.open}
                href={href}
                onClick={follow(href)}
                aria-label={t('roles.permissions.open', { name })}
              >
                {t(
                  `roles.permissions.openIn.${grant.category as 'views' | 'processSettings' | 'dashboard'}`,
                )}
                <ArrowRightRegular aria-hidden />
              </Link>
            )}
            {grant.category === 'special' && category === 'assigned' && (
              <Button
                appearance="transparent"
                size="small"
                onClick={() => setCategory('special')}
                aria-label={t('roles.permissions.change', { name })}
              >
                {t('roles.permissions.changeShort')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.root}>
      <TabList
        selectedValue={category}
        onTabSelect={(_, data) => setCategory(data.value as PermissionCategory)}
        aria-label={t('roles.permissions.categoriesLabel')}
      >
        {permissionCategories.map((each) => (
          <Tab key={each} value={each}>
            <span className={styles.tab}>
              {t(`roles.categories.${each}`)}
              {(listed.status === 'ready' || each === 'special') && (
                <CounterBadge
                  count={counts[each]}
                  showZero
                  size="small"
                  appearance="ghost"
                  color={counts[each] > 0 ? 'brand' : 'informative'}
                />
              )}
            </span>
          </Tab>
        ))}
      </TabList>
      <Text className={styles.hint}>{t(`roles.categoryHints.${category}`)}</Text>

      {category === 'special' && (
        <div className={styles.special}>
          {specialPermissionTypes.map((type) => (
            <div key={type} className={styles.permission}>
              <Checkbox
                label={t(`roles.permissionTypes.${type}`)}
                checked={special.includes(type)}
                disabled={disabled}
                onChange={(_, data) => toggle(type, data.checked === true)}
              />
              <Text size={200} className={styles.permissionHint}>
                {t(`roles.permissionHints.${type}`)}
              </Text>
            </div>
          ))}
        </div>
      )}

      {serverPart && listed.status === 'loading' && (
        <Spinner size="small" label={common('common.loading')} />
      )}
      {serverPart && listed.status === 'failed' && (
        <RetryAlert title={t('roles.permissions.loadFailed')} onRetry={listed.retry} />
      )}
      {serverPart && listed.status === 'new' && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('roles.permissions.newRole')}</MessageBarBody>
        </MessageBar>
      )}
      {serverPart &&
        (listed.status === 'ready' || listed.status === 'new') &&
        (grants.length > 0 ? (
          grantList
        ) : listed.status === 'ready' ? (
          <Text className={styles.empty}>{t('roles.permissions.empty')}</Text>
        ) : null)}
    </div>
  );
}
