import {
  Badge,
  Button,
  Menu,
  MenuGroupHeader,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { BranchRegular, ChevronDownRegular } from '@fluentui/react-icons';
import type { ApplicationVersionItem } from '@tessera/client';
import type { ApplicationVersionSelection } from '@tessera/engine';
import { useTranslation } from 'react-i18next';
import { useTopBarButtonStyles } from '../AppShell/useTopBarButtonStyles';

/** @public */
export interface VersionSelectorProps {
  /** The versions to offer: live, draft and previous (spec 000 §7). */
  versions: readonly ApplicationVersionItem[];
  /** The version the page works in. */
  current: ApplicationVersionItem | null;
  /**
   * Called with the new selection: `live` for the live version (so the choice follows the next
   * publication), else the version's id. The app remembers it and reloads the page.
   */
  onSelect: (selection: ApplicationVersionSelection) => void;
}

const useStyles = makeStyles({
  trigger: { minWidth: 0, maxWidth: '280px' },
  name: {
    marginRight: tokens.spacingHorizontalXS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 767px)': { display: 'none' },
  },
  popover: { maxWidth: 'min(440px, calc(100vw - 16px))' },
  item: { minWidth: '300px', whiteSpace: 'nowrap' },
});

const statusColor = {
  live: 'success',
  draft: 'warning',
  previous: 'informative',
  archived: 'subtle',
} as const;

/**
 * The version selector of the top bar (spec 000 §2, §4; admins only, with the applicationVersions
 * feature): shows the display name of the version the page works in and lists the live, draft
 * and previous versions; a working version other than live is marked, so nobody edits a draft
 * thinking it is live.
 * @public
 */
export function VersionSelector({ versions, current, onSelect }: VersionSelectorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const topBar = useTopBarButtonStyles();
  const currentStatus = current?.versionStatus;

  return (
    <Menu
      positioning="below-end"
      checkedValues={{ version: current ? [current.id] : [] }}
      onCheckedValueChange={(_, data) => {
        const id = data.checkedItems[0];
        const chosen = versions.find((version) => version.id === id);
        if (!chosen || chosen.id === current?.id) return;
        onSelect(chosen.versionStatus === 'live' ? 'live' : chosen.id);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={mergeClasses(topBar.button, styles.trigger)}
          appearance="transparent"
          icon={<BranchRegular />}
          aria-label={`${t('versionSelector.label')}: ${current?.displayName ?? ''}`}
        >
          <span className={styles.name}>{current?.displayName ?? '…'}</span>
          {currentStatus && currentStatus !== 'live' && (
            <Badge appearance="filled" color={statusColor[currentStatus]} size="small">
              {t(
                `versionSelector.status.${currentStatus === 'archived' ? 'draft' : currentStatus}`,
              )}
            </Badge>
          )}
          <ChevronDownRegular />
        </Button>
      </MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList>
          <MenuGroupHeader>{t('versionSelector.title')}</MenuGroupHeader>
          {versions.map((version) => (
            <MenuItemRadio
              key={version.id}
              className={styles.item}
              name="version"
              value={version.id}
              secondaryContent={
                version.versionStatus === 'archived' ? undefined : (
                  <Badge appearance="tint" color={statusColor[version.versionStatus]} size="small">
                    {t(`versionSelector.status.${version.versionStatus}`)}
                  </Badge>
                )
              }
            >
              {version.displayName}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
