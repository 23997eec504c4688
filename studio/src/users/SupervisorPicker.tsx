import { Combobox, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { fetchUsers, type UserRecord } from '@tessera/client';
import { useState } from 'react';
import { useAsyncResource } from '../common/useAsyncResource';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter } from '../services';
import { userLabel } from './userLabel';
import { userSearch } from './userListQuery';

/** Spec 002 §9: a select's query waits 200 ms; spec 001 §9: lookups load 30 per page. */
const searchDelayMs = 200;
const lookupPageSize = 30;
const noSupervisor = '';

export interface SupervisorPickerProps {
  readonly value: string | null;
  readonly onChange: (userId: string | null) => void;
  /** The user being edited, who cannot be their own supervisor; `null` for a new user. */
  readonly userId: string | null;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  email: { color: tokens.colorNeutralForeground2 },
});

/**
 * The supervisor of a user (spec 000 §3 supervisorUserId): searches the client's active users
 * by name, or by e-mail when the text has an @, 30 at a time; "no supervisor" clears it. The
 * chosen supervisor is named even when no longer active.
 */
export function SupervisorPicker({ value, onChange, userId, disabled }: SupervisorPickerProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const [typed, setTyped] = useState<string | null>(null);
  const query = useDebouncedValue(typed ?? '', searchDelayMs);
  const [open, setOpen] = useState(false);

  const chosen = useAsyncResource(`supervisor:${value ?? ''}`, async (signal) => {
    if (value === null) return null;
    const found = await fetchUsers(
      adapter,
      { filter: { id: value } },
      { signal, skipErrorNotification: true },
    );
    return found.data[0] ?? null;
  });
  const results = useAsyncResource(`search:${open}:${query}`, async (signal) => {
    if (!open) return [];
    const found = await fetchUsers(
      adapter,
      {
        filter: { status: 'active' },
        ...userSearch(query),
        sort: { fullName: 'asc' },
        pagination: { perPage: lookupPageSize },
      },
      { signal, skipErrorNotification: true },
    );
    return found.data.filter((user) => user.id !== userId);
  });

  const chosenUser = chosen.status === 'ready' ? chosen.value : null;
  const chosenText =
    value === null
      ? ''
      : chosenUser
        ? userLabel(chosenUser)
        : chosen.status === 'loading'
          ? ''
          : t('users.supervisor.unknown');
  const options: readonly UserRecord[] = results.status === 'ready' ? results.value : [];

  return (
    <Combobox
      disabled={disabled}
      placeholder={t('users.supervisor.placeholder')}
      value={typed ?? chosenText}
      selectedOptions={[value ?? noSupervisor]}
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (!data.open) setTyped(null);
      }}
      onChange={(event) => {
        setTyped(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        const id = data.optionValue ?? noSupervisor;
        onChange(id === noSupervisor ? null : id);
        setTyped(null);
      }}
    >
      <Option value={noSupervisor} text={t('users.supervisor.none')}>
        {t('users.supervisor.none')}
      </Option>
      {options.map((user) => (
        <Option key={user.id} value={user.id} text={userLabel(user)}>
          <span className={styles.option}>
            <Text>{userLabel(user)}</Text>
            <Text size={200} className={styles.email}>
              {user.email}
            </Text>
          </span>
        </Option>
      ))}
      {results.status === 'loading' && (
        <Option disabled value="__searching" text={t('users.supervisor.searching')}>
          {t('users.supervisor.searching')}
        </Option>
      )}
      {results.status === 'failed' && (
        <Option disabled value="__failed" text={t('users.supervisor.loadFailed')}>
          {t('users.supervisor.loadFailed')}
        </Option>
      )}
      {results.status === 'ready' && options.length === 0 && query !== '' && (
        <Option disabled value="__none" text={t('users.supervisor.noResults')}>
          {t('users.supervisor.noResults')}
        </Option>
      )}
    </Combobox>
  );
}
