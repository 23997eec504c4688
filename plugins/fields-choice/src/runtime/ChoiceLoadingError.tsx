import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFieldsChoiceTranslation } from './useFieldsChoiceTranslation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteRedForeground1,
  },
});

/** Props of {@link ChoiceLoadingError}. @internal */
export interface ChoiceLoadingErrorProps {
  readonly onRetry: () => void;
}

/** Spec 002 §8: "select loading fails: 'selectList.loadingError' with retry button". @internal */
export function ChoiceLoadingError({ onRetry }: ChoiceLoadingErrorProps) {
  const { t } = useFieldsChoiceTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <Text size={200}>{t('selectList.loadingError')}</Text>
      <Button size="small" appearance="secondary" onClick={onRetry}>
        {t('selectList.retry')}
      </Button>
    </div>
  );
}
