import {
  Button,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { FlowchartRegular, FormRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { type MouseEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link FormSettingsMenu}. */
export interface FormSettingsMenuProps {
  /** The form's settings in the studio. */
  readonly formSettingsHref: string;
  /** The process's settings in the studio. */
  readonly processSettingsHref: string;
  /** Goes through the app's router (the guard asks about unsaved changes, then loads the studio). */
  readonly onNavigate: (href: string) => void;
}

/** A plain click: the app navigates; a click with a modifier opens the link the browser's way. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Ctrl+Shift+S (spec 000 §6, 002 §2): the form's settings. */
const isFormSettingsShortcut = (event: KeyboardEvent) =>
  event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === 's';

/**
 * The admin's expand menu of a form screen (spec 002 §2): links to the form's and the process's
 * settings in the studio, and the Ctrl+Shift+S shortcut to the form's. Render it for admins only.
 */
export function FormSettingsMenu({
  formSettingsHref,
  processSettingsHref,
  onNavigate,
}: FormSettingsMenuProps) {
  const { t } = useTranslation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFormSettingsShortcut(event)) return;
      event.preventDefault();
      onNavigate(formSettingsHref);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [formSettingsHref, onNavigate]);

  const follow = (href: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('forms.screen.settingsMenu')} relationship="label">
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemLink
            href={formSettingsHref}
            icon={<FormRegular />}
            secondaryContent="Ctrl+Shift+S"
            onClick={follow(formSettingsHref)}
          >
            {t('forms.screen.formSettings')}
          </MenuItemLink>
          <MenuItemLink
            href={processSettingsHref}
            icon={<FlowchartRegular />}
            onClick={follow(processSettingsHref)}
          >
            {t('forms.screen.processSettings')}
          </MenuItemLink>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
