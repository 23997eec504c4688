import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BranchRegular } from '@fluentui/react-icons';
import type { ApplicationVersionItem, ClientInfo } from '@tessera/client';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { VersionStatusBadge } from './VersionStatusBadge';
import { versionEditability } from './versionEditability';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  name: { color: tokens.colorNeutralForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The application version the designer is editing (issue 8: "a designer always sees which
 * application version they are editing"), and what saving there means.
 */
export function EditedVersionBar({
  client,
  version,
}: {
  client: Pick<ClientInfo, 'enabledFeatures'>;
  version: ApplicationVersionItem | null;
}) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  if (version === null) return null;
  const editability = versionEditability(version, client);
  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <BranchRegular aria-hidden />
        <Text size={200}>{t('shell.version.label')}:</Text>
        <Text size={200} weight="semibold" className={styles.name}>
          {`v${version.number} ${version.name}`}
        </Text>
        <VersionStatusBadge status={version.versionStatus} size="small" />
      </div>
      {editability === 'liveInPlace' && (
        <Text size={200} className={styles.note}>
          {t('shell.version.liveInPlace')}
        </Text>
      )}
      {(editability === 'liveLocked' || editability === 'notEditable') && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t(`shell.version.${editability}`)}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
