import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type ClientFeature, type ClientFeatureGroup, clientFeatureGroups } from './clientFeatures';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

export interface ClientFeaturesEditorProps {
  /** The flags switched on. */
  readonly value: readonly ClientFeature[];
  readonly onChange: (value: ClientFeature[]) => void;
}

/** The client's feature flags (spec 001 §3.20), a check box each, in groups. */
export function ClientFeaturesEditor({ value, onChange }: ClientFeaturesEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const toggle = (flag: ClientFeature, on: boolean) =>
    onChange(on ? [...value, flag] : value.filter((other) => other !== flag));
  return (
    <div className={styles.root}>
      {(Object.keys(clientFeatureGroups) as ClientFeatureGroup[]).map((group) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>
            <Text weight="semibold">{t(`clients.featureGroups.${group}`)}</Text>
          </legend>
          {clientFeatureGroups[group].map((flag) => (
            <Checkbox
              key={flag}
              label={t(`clients.features.${flag}`)}
              checked={value.includes(flag)}
              onChange={(_, data) => toggle(flag, data.checked === true)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
