import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChoiceLoadingError } from './ChoiceLoadingError';
import type { ChoiceList, ChoiceListState } from './createChoiceList';
import { useFieldsChoiceTranslation } from './useFieldsChoiceTranslation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  noData: { color: tokens.colorNeutralForeground3 },
});

/** Props of {@link ChoiceListStatus}. @internal */
export interface ChoiceListStatusProps {
  readonly state: ChoiceListState;
  readonly list: ChoiceList;
}

/**
 * What a radio group or checkbox list shows under its options: loading, the loading error with
 * retry, 'selectList.noData' when there are none, or "show more" when a page follows.
 * @internal
 */
export function ChoiceListStatus({ state, list }: ChoiceListStatusProps) {
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  const failed = state.pageStatus === 'error' || state.lookupStatus === 'error';
  return (
    <div className={styles.root}>
      {state.pageStatus === 'loading' || state.pageStatus === 'idle' ? (
        <Spinner size="tiny" labelPosition="after" label={t('selectList.loading')} />
      ) : null}
      {failed ? <ChoiceLoadingError onRetry={list.retry} /> : null}
      {state.pageStatus === 'loaded' && state.items.length === 0 ? (
        <Text size={200} className={styles.noData}>
          {t('selectList.noData')}
        </Text>
      ) : null}
      {state.pageStatus === 'loaded' && state.hasMore ? (
        <div>
          <Button size="small" appearance="subtle" onClick={list.loadMore}>
            {t('selectList.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
