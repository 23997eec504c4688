import {
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InstallationType } from './inverterPrices';
import type { PvCalculatorErrors, PvCalculatorField, PvCalculatorValues } from './pvCalculatorForm';
import { translatePvError } from './translatePvError';

export interface PvUserStepProps {
  values: PvCalculatorValues;
  errors: PvCalculatorErrors;
  onChange: <K extends keyof PvCalculatorValues>(field: K, value: PvCalculatorValues[K]) => void;
  onBlur: (field: PvCalculatorField) => void;
}

const INSTALLATION_TYPES: readonly InstallationType[] = ['sloping', 'flat', 'ground'];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  cost: { maxWidth: '320px' },
});

/**
 * Step 1, Użytkownik (spec 002 §5): the average monthly energy cost (required, a decimal with at
 * most 2 places, comma or dot) and the installation type (required).
 */
export function PvUserStep({ values, errors, onChange, onBlur }: PvUserStepProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const costMessage = translatePvError(t, errors.monthlyEnergyCost);
  const typeMessage = translatePvError(t, errors.installationType);

  return (
    <div className={styles.root}>
      <Text as="p" className={styles.intro}>
        {t('pvCalculator.user.intro')}
      </Text>
      <Field
        label={t('pvCalculator.user.monthlyEnergyCost')}
        required
        hint={costMessage ? undefined : t('pvCalculator.user.monthlyEnergyCostHint')}
        validationState={costMessage ? 'error' : 'none'}
        validationMessage={costMessage}
      >
        <Input
          className={styles.cost}
          name="monthlyEnergyCost"
          inputMode="decimal"
          autoComplete="off"
          value={values.monthlyEnergyCost}
          contentAfter={<Text>zł</Text>}
          onChange={(_, data) => onChange('monthlyEnergyCost', data.value)}
          onBlur={() => onBlur('monthlyEnergyCost')}
        />
      </Field>
      <Field
        label={t('pvCalculator.user.installationType')}
        required
        validationState={typeMessage ? 'error' : 'none'}
        validationMessage={typeMessage}
      >
        <RadioGroup
          name="installationType"
          value={values.installationType ?? ''}
          onChange={(_, data) => onChange('installationType', data.value as InstallationType)}
        >
          {INSTALLATION_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              label={t(`pvCalculator.user.installationTypes.${type}`)}
            />
          ))}
        </RadioGroup>
      </Field>
    </div>
  );
}
