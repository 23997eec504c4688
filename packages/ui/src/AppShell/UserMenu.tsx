import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../LetterAvatar/LetterAvatar';
import { useTopBarButtonStyles } from './useTopBarButtonStyles';

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
  /** Shows "change password"; the caller opens the dialog. */
  onChangePassword?: (() => void) | undefined;
}

const useStyles = makeStyles({
  trigger: { minWidth: 0 },
  // The avatar is content, not the button's icon slot: that slot is sized for 20 px icons.
  triggerContent: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  // On narrow screens the avatar alone stands for the user; the menu still names them.
  triggerName: {
    maxWidth: '200px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 767px)': { display: 'none' },
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
 * The user menu of the top bar (spec 000 §2): the user's name and e-mail, change password, logout.
 * @public
 */
export function UserMenu({ user, onLogout, onChangePassword }: UserMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const topBar = useTopBarButtonStyles();
  const displayName = user.fullName || user.email;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={mergeClasses(topBar.button, styles.trigger)}
          appearance="transparent"
          aria-label={t('shell.userMenu')}
        >
          <span className={styles.triggerContent}>
            <LetterAvatar name={displayName} size={28} />
            <span className={styles.triggerName}>{displayName}</span>
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
          {onChangePassword && (
            <MenuItem icon={<KeyRegular />} onClick={onChangePassword}>
              {t('shell.changePassword')}
            </MenuItem>
          )}
          <MenuItem icon={<SignOutRegular />} onClick={onLogout}>
            {t('shell.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
