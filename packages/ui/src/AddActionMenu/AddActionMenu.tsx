import {
  Button,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, FormRegular } from '@fluentui/react-icons';
import type { ProcessSummary } from '@tessera/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneScreenQuery } from '../AppShell/useMediaQuery';
import { matchesSearch } from './searchText';

/** A process the add-action menu offers: one started by a single form. @public */
export type StartableProcess = Pick<ProcessSummary, 'id' | 'name'> & { startFormId: string };

/** @public */
export interface AddActionMenuProps {
  /** The processes the user may start (`startableProcesses`); the menu hides when empty. */
  processes: readonly StartableProcess[];
  /** Called with the chosen process; the app opens forms.new with its form. */
  onStart: (process: StartableProcess) => void;
}

const useStyles = makeStyles({
  trigger: {
    minWidth: 0,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: 'none',
    ':hover': {
      color: tokens.colorBrandForeground2,
      backgroundColor: tokens.colorNeutralBackground1Hover,
    },
    ':hover:active': {
      color: tokens.colorBrandForeground2,
      backgroundColor: tokens.colorNeutralBackground1Pressed,
    },
  },
  label: { [`@media ${phoneScreenQuery}`]: { display: 'none' } },
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: '320px',
    maxWidth: 'calc(100vw - 32px)',
    padding: tokens.spacingHorizontalM,
  },
  list: { maxHeight: '360px', overflowY: 'auto' },
  empty: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The add-action menu (spec 000 §2): a searchable list of the processes the user may start;
 * choosing one opens its form. Hidden when there is nothing to start.
 * @public
 */
export function AddActionMenu({ processes, onStart }: AddActionMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  if (processes.length === 0) return null;
  const found = processes.filter((process) => matchesSearch(process.name, query));

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (!data.open) setQuery('');
      }}
      positioning="below-end"
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          shape="circular"
          icon={<AddRegular />}
          aria-label={t('addAction.title')}
        >
          <span className={styles.label}>{t('addAction.label')}</span>
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface}>
        <SearchBox
          autoFocus
          placeholder={t('addAction.search')}
          aria-label={t('addAction.search')}
          value={query}
          onChange={(_, data) => setQuery(data.value)}
        />
        {found.length === 0 ? (
          <Text className={styles.empty}>{t('addAction.noResults')}</Text>
        ) : (
          <MenuList className={styles.list} aria-label={t('addAction.title')}>
            <MenuGroupHeader>{t('addAction.title')}</MenuGroupHeader>
            {found.map((process) => (
              <MenuItem
                key={process.id}
                icon={<FormRegular />}
                onClick={() => {
                  setOpen(false);
                  setQuery('');
                  onStart(process);
                }}
              >
                {process.name}
              </MenuItem>
            ))}
          </MenuList>
        )}
      </PopoverSurface>
    </Popover>
  );
}
