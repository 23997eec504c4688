import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, SelectObjectRegular } from '@fluentui/react-icons';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
    textAlign: 'center',
  },
  icon: { fontSize: '32px', color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The property panel when it has no single field to show: a hint to select one, or — with
 * several selected — how many, what the keyboard does with them, and removing them all.
 */
export function MultiSelectionPanel({ count, onRemove }: { count: number; onRemove: () => void }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={t('forms.panel.title')}>
      <SelectObjectRegular className={styles.icon} aria-hidden />
      {count === 0 ? (
        <Text className={styles.muted}>{t('forms.panel.empty')}</Text>
      ) : (
        <>
          <Text as="h2" size={400} weight="semibold">
            {t('forms.panel.multiTitle', { count })}
          </Text>
          <Text className={styles.muted}>{t('forms.panel.multiHint')}</Text>
          <Button icon={<DeleteRegular />} onClick={onRemove}>
            {t('forms.panel.removeSelected')}
          </Button>
        </>
      )}
    </section>
  );
}
