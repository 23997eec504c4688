import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../LetterAvatar/LetterAvatar';

/** What the shell shows of the logged-in user. @public */
export interface ShellUser {
  /** Full name (surname followed by name); the e-mail stands in when empty. */
  fullName: string;
  email: string;
}

/** @public */
export interface UserMenuProps {
  user: ShellUser;
  onLogout: () => void;
}

const useStyles = makeStyles({
  trigger: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  // The avatar is content, not the button's icon slot: that slot is sized for 20 px icons.
  triggerContent: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  who: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  email: {
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The user menu of the top bar (spec §2): the user's name and e-mail, and logout.
 * @public
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const displayName = user.fullName || user.email;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          appearance="transparent"
          aria-label={t('shell.userMenu')}
        >
          <span className={styles.triggerContent}>
            <LetterAvatar name={displayName} size={28} />
            {displayName}
          </span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.who}>
          <Text weight="semibold">{displayName}</Text>
          <Text size={200} className={styles.email}>
            {user.email}
          </Text>
        </div>
        <MenuDivider />
        <MenuList>
          <MenuItem onClick={onLogout}>{t('shell.logout')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
