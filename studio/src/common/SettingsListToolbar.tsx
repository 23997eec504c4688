import {
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { SettingsListFamily } from './SettingsListTable';
import type { SettingsListStatus } from './settingsListState';
import type { SettingsList, SettingsListPage } from './useSettingsList';

export interface SettingsListToolbarProps<SortField extends string> {
  readonly family: SettingsListFamily;
  readonly list: SettingsList<SettingsListPage, SortField>;
  /** A tooltip saying what the search looks in. */
  readonly searchHint?: string | undefined;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '360px', maxWidth: '100%' },
  status: { minWidth: '180px' },
  refreshing: { marginLeft: 'auto' },
});

const statuses = ['active', 'inactive'] as const;

/** Above a settings list: the search, the status filter, and a spinner while a page loads. */
export function SettingsListToolbar<SortField extends string>({
  family,
  list,
  searchHint,
}: SettingsListToolbarProps<SortField>) {
  const { t } = useStudioTranslation();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { state } = list;
  return (
    <div className={styles.root}>
      <SearchBox
        className={styles.search}
        placeholder={t(`${family}.list.search`)}
        aria-label={t(`${family}.list.search`)}
        title={searchHint}
        value={state.search}
        onChange={(_, data) => list.change({ search: data.value })}
      />
      <Dropdown
        className={styles.status}
        aria-label={t(`${family}.list.status`)}
        value={
          state.status === 'all'
            ? t(`${family}.list.allStatuses`)
            : t(`${family}.status.${state.status}`)
        }
        selectedOptions={[state.status]}
        onOptionSelect={(_, data) =>
          list.change({ status: data.optionValue as SettingsListStatus })
        }
      >
        <Option value="all">{t(`${family}.list.allStatuses`)}</Option>
        {statuses.map((status) => (
          <Option key={status} value={status}>
            {t(`${family}.status.${status}`)}
          </Option>
        ))}
      </Dropdown>
      {list.refreshing && (
        <Spinner className={styles.refreshing} size="tiny" label={common('common.loading')} />
      )}
    </div>
  );
}
