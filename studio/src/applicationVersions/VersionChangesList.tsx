import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ApplicationVersionChanges } from '@tessera/client';
import { type StudioMessageKey, useStudioTranslation } from '../i18n/useStudioTranslation';
import {
  type ChangeType,
  countVersionChanges,
  groupVersionChanges,
  kindOrder,
  type TypedChange,
} from './groupVersionChanges';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { color: tokens.colorNeutralForeground2 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  kind: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badge: { flexShrink: 0, minWidth: '84px' },
  name: { overflowWrap: 'anywhere' },
  removed: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  unnamed: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
});

const badgeColour = { added: 'success', changed: 'warning', removed: 'danger' } as const;

function kindTitle(kind: string): { key: StudioMessageKey; params?: Record<string, string> } {
  return (kindOrder as readonly string[]).includes(kind)
    ? { key: `applicationVersions.kinds.${kind as (typeof kindOrder)[number]}` }
    : { key: 'applicationVersions.kinds.other', params: { kind } };
}

/**
 * What publishing a version changes (issue 8), by kind of definition: each definition added,
 * changed (a rename shows both names) or removed, with a count of each above.
 */
export function VersionChangesList({ changes }: { changes: ApplicationVersionChanges }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const nameOf = (change: TypedChange) => {
    if (change.name === null && change.kind === 'applicationLayout') {
      return <span>{t('applicationVersions.changes.layout')}</span>;
    }
    if (change.name === null) {
      return <span className={styles.unnamed}>{t('applicationVersions.changes.unnamed')}</span>;
    }
    const text =
      change.previousName !== undefined && change.previousName !== change.name
        ? t('applicationVersions.changes.renamed', {
            previous: change.previousName ?? t('applicationVersions.changes.unnamed'),
            name: change.name,
          })
        : change.name;
    return <span className={change.type === 'removed' ? styles.removed : undefined}>{text}</span>;
  };
  const typeLabel = (type: ChangeType) => t(`applicationVersions.changes.${type}`);
  if (countVersionChanges(changes) === 0) {
    return <Text>{t('applicationVersions.publish.noChanges')}</Text>;
  }
  return (
    <div className={styles.root}>
      <Text className={styles.summary}>
        {t('applicationVersions.changes.summary', {
          added: changes.added.length,
          changed: changes.changed.length,
          removed: changes.removed.length,
        })}
      </Text>
      {groupVersionChanges(changes).map(({ kind, changes: kindChanges }) => {
        const title = kindTitle(kind);
        const heading = t(title.key, title.params);
        return (
          <section key={kind} className={styles.group} aria-label={heading}>
            <Text as="h3" weight="semibold" className={styles.kind}>
              {heading}
            </Text>
            <ul className={styles.list}>
              {kindChanges.map((change) => (
                <li
                  key={`${change.type}-${change.id}`}
                  className={styles.item}
                  aria-label={`${typeLabel(change.type)}: ${change.name ?? heading}`}
                >
                  <Badge
                    className={styles.badge}
                    appearance="tint"
                    color={badgeColour[change.type]}
                    size="small"
                  >
                    {typeLabel(change.type)}
                  </Badge>
                  <Text className={styles.name}>{nameOf(change)}</Text>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
