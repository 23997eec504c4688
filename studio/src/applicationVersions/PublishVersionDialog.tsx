import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ApplicationVersionChanges, ApplicationVersionItem } from '@tessera/client';
import { ConfirmDialog, RetryAlert } from '@tessera/ui';
import type { AsyncResource } from '../common/useAsyncResource';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { VersionChangesList } from './VersionChangesList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  changes: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  heading: { margin: 0 },
});

export interface PublishVersionDialogProps {
  /** The version to publish; the dialog is closed while null. */
  readonly version: ApplicationVersionItem | null;
  /** The live version it replaces (null when none is known). */
  readonly live: ApplicationVersionItem | null;
  /** What publishing changes: the version's definitions compared with the live one's. */
  readonly changes: AsyncResource<ApplicationVersionChanges>;
  /** Publishes; a rejection keeps the dialog open with its error. */
  readonly onPublish: (version: ApplicationVersionItem) => Promise<unknown>;
  readonly onClose: () => void;
}

/**
 * The confirmation before a version is published (spec 001 §4; issue 8 "a confirmation showing
 * what changes between the two versions"): which version becomes live and which steps down, and
 * the definitions added, changed and removed compared with the live version, by kind.
 */
export function PublishVersionDialog({
  version,
  live,
  changes,
  onPublish,
  onClose,
}: PublishVersionDialogProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const name = version?.displayName ?? '';
  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={() => (version === null ? undefined : onPublish(version))}
      size="medium"
      initialFocus="cancel"
      title={t('applicationVersions.publish.title', { name })}
      confirmLabel={t('applicationVersions.publish.confirm')}
      errorMessage={t('applicationVersions.publish.failed')}
      message={
        <div className={styles.root}>
          <Text>
            {t('applicationVersions.publish.intro', { name })}
            {live !== null &&
              live.id !== version?.id &&
              ` ${t('applicationVersions.publish.replaces', { name: live.displayName })}`}
          </Text>
          <section
            className={styles.changes}
            aria-label={t('applicationVersions.publish.changesTitle')}
          >
            <Text as="h2" size={400} weight="semibold" className={styles.heading}>
              {live === null
                ? t('applicationVersions.publish.changesTitle')
                : t('applicationVersions.publish.changesAgainst', { name: live.displayName })}
            </Text>
            {changes.status === 'loading' && (
              <Spinner
                size="tiny"
                labelPosition="after"
                label={t('applicationVersions.publish.loading')}
              />
            )}
            {changes.status === 'failed' && (
              <RetryAlert
                title={t('applicationVersions.publish.loadFailed')}
                onRetry={changes.retry}
              />
            )}
            {changes.status === 'ready' && <VersionChangesList changes={changes.value} />}
          </section>
        </div>
      }
    />
  );
}
