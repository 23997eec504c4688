import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** One entry of an `ActionMenu`. */
export interface MenuAction {
  readonly key: string;
  readonly label: string;
  readonly icon: ReactElement;
  readonly onClick: () => void;
}

export interface ActionMenuProps {
  /** The button opening the menu (a row's "…", a list's "New …"). */
  readonly trigger: ReactElement;
  readonly actions: readonly MenuAction[];
}

/** A button opening a menu of actions. */
export function ActionMenu({ trigger, actions }: ActionMenuProps) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action.key} icon={action.icon} onClick={action.onClick}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
