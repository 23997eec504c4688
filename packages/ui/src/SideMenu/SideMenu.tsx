import {
  Hamburger,
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellDrawer } from '../AppShell/shellDrawer';
import { useTopBarButtonStyles } from '../AppShell/useTopBarButtonStyles';
import { MenuIcon } from './menuIcons';
import type { SettingsMenuEntry } from './settingsMenu';
import { findCurrentItem, type SideMenuItem } from './sideMenuItems';

/** @public */
export interface SideMenuProps {
  /** The configured entries (`buildLayoutMenu`). */
  items: readonly SideMenuItem[];
  /** The Settings group (`buildSettingsMenu`); no group when empty. */
  settings?: readonly SettingsMenuEntry[];
  /** The page shown now (pathname), to mark its entry. */
  currentPath: string;
  /**
   * Follows an entry on a plain click; without it links load the page. Settings entries lead to
   * the studio, another app: the callback decides how to get there.
   */
  onNavigate?: (href: string) => void;
  /** Shown at the top of the overlay menu, beside its close button (the app name). */
  title?: ReactNode;
}

const settingsCategory = 'settings';

const useStyles = makeStyles({
  drawer: {
    height: '100%',
    // Docked beside the page, the menu keeps its width however wide the page's content is.
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // The overlay's head repeats the top bar it covers: hamburger and app name on the brand colour.
  header: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  nested: { paddingLeft: tokens.spacingHorizontalXXL },
});

function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Descendants below a category, flattened: the nav has two levels, the layout up to five. */
function subItems(item: SideMenuItem, depth: number): { item: SideMenuItem; depth: number }[] {
  return item.children.flatMap((child) => [
    ...(child.href === undefined ? [] : [{ item: child, depth }]),
    ...subItems(child, depth + 1),
  ]);
}

function groupsOf(items: readonly SideMenuItem[]): [string | undefined, SideMenuItem[]][] {
  const groups = new Map<string | undefined, SideMenuItem[]>([[undefined, []]]);
  for (const item of items) {
    const list = groups.get(item.group) ?? [];
    list.push(item);
    groups.set(item.group, list);
  }
  return [...groups.entries()].filter(([, list]) => list.length > 0);
}

function parentOf(items: readonly SideMenuItem[], id: string): SideMenuItem | undefined {
  return items.find((item) => id.startsWith(`${item.id}.`));
}

/**
 * The side menu (spec 000 §2): configured entries (text, icon, route or linked view, children,
 * expanded by default, groups as sections) and a Settings group leading into the studio.
 * Persistent — docked beside the page — on wide screens, temporary — an overlay behind the
 * hamburger — on small ones; inside `AppShell` the shell decides.
 * @public
 */
export function SideMenu({ items, settings = [], currentPath, onNavigate, title }: SideMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const topBar = useTopBarButtonStyles();
  const drawer = useShellDrawer();

  const settingsItems: SideMenuItem[] = settings.map((entry) => ({
    id: `${settingsCategory}.${entry.key}`,
    text: t(`sideMenu.${entry.key}`),
    icon: entry.icon,
    href: entry.href,
    children: [],
    expandedByDefault: false,
  }));
  const current = findCurrentItem([...items, ...settingsItems], currentPath);
  const currentCategory =
    current === undefined
      ? undefined
      : current.id.startsWith(`${settingsCategory}.`)
        ? settingsCategory
        : parentOf(items, current.id)?.id;
  const openCategories = [
    ...items.filter((item) => item.expandedByDefault).map((item) => item.id),
    ...(currentCategory ? [currentCategory] : []),
  ];

  const follow = (href: string | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (href === undefined || !onNavigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    if (drawer.mode === 'temporary') drawer.setOpen(false);
    onNavigate(href);
  };

  const renderItem = (item: SideMenuItem) => {
    if (item.children.length === 0) {
      return (
        <NavItem
          key={item.id}
          as="a"
          value={item.id}
          href={item.href}
          icon={<MenuIcon name={item.icon} />}
          onClick={follow(item.href)}
        >
          {item.text}
        </NavItem>
      );
    }
    const self = item.href === undefined ? [] : [{ item, depth: 0 }];
    return (
      <NavCategory key={item.id} value={item.id}>
        <NavCategoryItem icon={<MenuIcon name={item.icon} />}>{item.text}</NavCategoryItem>
        <NavSubItemGroup>
          {[...self, ...subItems(item, 0)].map(({ item: sub, depth }) => (
            <NavSubItem
              key={sub.id === item.id ? `${sub.id}.self` : sub.id}
              as="a"
              value={sub.id}
              href={sub.href}
              className={depth > 0 ? styles.nested : undefined}
              onClick={follow(sub.href)}
            >
              {sub.text}
            </NavSubItem>
          ))}
        </NavSubItemGroup>
      </NavCategory>
    );
  };

  return (
    <NavDrawer
      className={styles.drawer}
      type={drawer.mode === 'persistent' ? 'inline' : 'overlay'}
      open={drawer.open}
      onOpenChange={(_, data) => drawer.setOpen(data.open)}
      selectedValue={current?.id ?? ''}
      selectedCategoryValue={currentCategory ?? ''}
      defaultOpenCategories={openCategories}
      aria-label={t('shell.navigation')}
    >
      {drawer.mode === 'temporary' && (
        <NavDrawerHeader className={styles.header}>
          <Hamburger
            className={topBar.button}
            appearance="transparent"
            aria-label={t('shell.closeMenu')}
            onClick={() => drawer.setOpen(false)}
          />
          {title}
        </NavDrawerHeader>
      )}
      <NavDrawerBody>
        {groupsOf(items).map(([group, list]) => (
          <Fragment key={group ?? ''}>
            {group !== undefined && <NavSectionHeader>{group}</NavSectionHeader>}
            {list.map(renderItem)}
          </Fragment>
        ))}
        {settingsItems.length > 0 && (
          <>
            {items.length > 0 && <NavDivider />}
            <NavCategory value={settingsCategory}>
              <NavCategoryItem icon={<MenuIcon name="settings" />}>
                {t('sideMenu.settings')}
              </NavCategoryItem>
              <NavSubItemGroup>
                {settingsItems.map((item) => (
                  <NavSubItem
                    key={item.id}
                    as="a"
                    value={item.id}
                    href={item.href}
                    onClick={follow(item.href)}
                  >
                    {item.text}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          </>
        )}
      </NavDrawerBody>
    </NavDrawer>
  );
}
