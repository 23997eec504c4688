import { makeStyles, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
  },
});

/**
 * The full-page loading state (spec §2: a full-page loading overlay shows while loading).
 * @public
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={useStyles().root}>
      <Spinner label={t('common.loading')} labelPosition="below" />
    </div>
  );
}
