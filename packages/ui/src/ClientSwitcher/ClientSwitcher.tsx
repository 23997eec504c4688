import {
  Button,
  MenuItem,
  MenuList,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  BuildingMultipleRegular,
  CheckmarkRegular,
  ChevronDownRegular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneScreenQuery } from '../AppShell/useMediaQuery';

/** A client the switcher offers. @public */
export interface ClientOption {
  key: string;
  name: string;
}

/** @public */
export interface ClientSwitcherProps {
  /** The client of the page; `null` while unknown. */
  current: ClientOption | null;
  /** Finds clients by name or key (an empty query lists the first ones). */
  searchClients: (query: string, signal: AbortSignal) => Promise<ClientOption[]>;
  /** Called with the chosen client's key (see `clientSwitchTarget` for where to go). */
  onSwitch: (clientKey: string) => void;
}

/** How long typing must pause before the search runs. */
const searchDelayMs = 250;

const useStyles = makeStyles({
  trigger: {
    minWidth: 0,
    maxWidth: '260px',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackgroundHover,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  triggerText: {
    marginRight: tokens.spacingHorizontalXS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    [`@media ${phoneScreenQuery}`]: { display: 'none' },
  },
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: '300px',
    maxWidth: 'calc(100vw - 32px)',
    padding: tokens.spacingHorizontalM,
  },
  list: { maxHeight: '320px', overflowY: 'auto' },
  key: { color: tokens.colorNeutralForeground3 },
  status: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
});

type Search =
  | { status: 'loading' }
  | { status: 'ready'; clients: ClientOption[] }
  | { status: 'failed' };

function ClientSearch({
  current,
  searchClients,
  onChoose,
}: {
  current: ClientOption | null;
  searchClients: ClientSwitcherProps['searchClients'];
  onChoose: (key: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setSearch({ status: 'loading' });
    const timer = setTimeout(
      () => {
        searchClients(query.trim(), controller.signal)
          .then((clients) => setSearch({ status: 'ready', clients }))
          .catch(() => {
            if (!controller.signal.aborted) setSearch({ status: 'failed' });
          });
      },
      query === '' ? 0 : searchDelayMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchClients]);

  return (
    <>
      <SearchBox
        autoFocus
        placeholder={t('clientSwitcher.search')}
        aria-label={t('clientSwitcher.search')}
        value={query}
        onChange={(_, data) => setQuery(data.value)}
      />
      {search.status === 'loading' && <Spinner size="tiny" className={styles.status} />}
      {search.status === 'failed' && (
        <Text className={styles.status}>{t('clientSwitcher.failed')}</Text>
      )}
      {search.status === 'ready' && search.clients.length === 0 && (
        <Text className={styles.status}>{t('clientSwitcher.noResults')}</Text>
      )}
      {search.status === 'ready' && search.clients.length > 0 && (
        <MenuList className={styles.list} aria-label={t('clientSwitcher.label')}>
          {search.clients.map((client) => {
            const isCurrent = client.key === current?.key;
            return (
              <MenuItem
                key={client.key}
                icon={isCurrent ? <CheckmarkRegular /> : <span />}
                secondaryContent={<span className={styles.key}>{client.key}</span>}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onChoose(client.key)}
              >
                {client.name}
              </MenuItem>
            );
          })}
        </MenuList>
      )}
    </>
  );
}

/**
 * Client search and switching in the top bar (spec 000 §2, §6: super admins only): the current
 * client's name; a click opens a search over all clients, and choosing one switches to it.
 * @public
 */
export function ClientSwitcher({ current, searchClients, onSwitch }: ClientSwitcherProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      positioning="below-start"
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          appearance="subtle"
          size="small"
          shape="circular"
          icon={<BuildingMultipleRegular />}
          aria-label={`${t('clientSwitcher.label')}: ${current?.name ?? ''}`}
        >
          <span className={styles.triggerText}>{current?.name ?? '…'}</span>
          <ChevronDownRegular />
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface}>
        {open && (
          <ClientSearch
            current={current}
            searchClients={searchClients}
            onChoose={(key) => {
              setOpen(false);
              if (key !== current?.key) onSwitch(key);
            }}
          />
        )}
      </PopoverSurface>
    </Popover>
  );
}
