import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PV_DEFAULTS } from './calculatePvOffer';
import type { PvFormatters } from './createPvFormatters';
import type { PvCalculatorErrors, PvCalculatorField, PvCalculatorValues } from './pvCalculatorForm';
import { translatePvError } from './translatePvError';

export interface PvParametersStepProps {
  values: PvCalculatorValues;
  errors: PvCalculatorErrors;
  /** The yearly need from the current values, or `null` while they do not validate. */
  yearlyNeedKwh: number | null;
  formatters: PvFormatters;
  onChange: <K extends keyof PvCalculatorValues>(field: K, value: PvCalculatorValues[K]) => void;
  onBlur: (field: PvCalculatorField) => void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  price: { maxWidth: '320px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  fact: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  factLabel: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  factValue: { ...typographyStyles.subtitle2, margin: 0 },
  support: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: {
    ...typographyStyles.body1Strong,
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
  },
  hint: {
    display: 'block',
    // Lines the hint up with the checkbox's label, past the box.
    paddingLeft: tokens.spacingHorizontalXXXL,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * Step 2, Parametry (spec 002 §3 and §9): the average price per kWh (0.63 by default), the panel
 * power (370 W), the yearly need they give, and the My Power subsidy and thermomodernization
 * relief to include.
 */
export function PvParametersStep({
  values,
  errors,
  yearlyNeedKwh,
  formatters,
  onChange,
  onBlur,
}: PvParametersStepProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const priceMessage = translatePvError(t, errors.costPerKWh);
  const myPowerHintId = useId();
  const reliefHintId = useId();

  return (
    <div className={styles.root}>
      <Text as="p" className={styles.intro}>
        {t('pvCalculator.parameters.intro')}
      </Text>
      <Field
        label={t('pvCalculator.parameters.costPerKWh')}
        required
        hint={t('pvCalculator.parameters.costPerKWhHint', {
          price: formatters.unitPrice(PV_DEFAULTS.costPerKWh),
        })}
        validationState={priceMessage ? 'error' : 'none'}
        validationMessage={priceMessage}
      >
        <Input
          className={styles.price}
          name="costPerKWh"
          inputMode="decimal"
          autoComplete="off"
          value={values.costPerKWh}
          contentAfter={<Text>zł/kWh</Text>}
          onChange={(_, data) => onChange('costPerKWh', data.value)}
          onBlur={() => onBlur('costPerKWh')}
        />
      </Field>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('pvCalculator.parameters.panelPower')}</dt>
          <dd className={styles.factValue}>{formatters.watts(PV_DEFAULTS.panelPowerW)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('pvCalculator.parameters.yearlyNeed')}</dt>
          <dd className={styles.factValue}>
            {yearlyNeedKwh === null ? '–' : formatters.kwh(yearlyNeedKwh)}
          </dd>
        </div>
      </dl>

      <fieldset className={styles.support}>
        <legend className={styles.legend}>{t('pvCalculator.parameters.support')}</legend>
        <div>
          <Checkbox
            name="myPowerProgram"
            checked={values.myPowerProgram}
            onChange={(_, data) => onChange('myPowerProgram', data.checked === true)}
            label={t('pvCalculator.parameters.myPowerProgram')}
            aria-describedby={myPowerHintId}
          />
          <Text id={myPowerHintId} size={200} className={styles.hint}>
            {t('pvCalculator.parameters.myPowerProgramHint', {
              amount: formatters.money(PV_DEFAULTS.myPowerSubsidy),
            })}
          </Text>
        </div>
        <div>
          <Checkbox
            name="thermomodernizationRelief"
            checked={values.thermomodernizationRelief}
            onChange={(_, data) => onChange('thermomodernizationRelief', data.checked === true)}
            label={t('pvCalculator.parameters.thermomodernizationRelief')}
            aria-describedby={reliefHintId}
          />
          <Text id={reliefHintId} size={200} className={styles.hint}>
            {t('pvCalculator.parameters.thermomodernizationReliefHint', {
              percent: formatters.percent(PV_DEFAULTS.thermomodernizationReliefFactor),
            })}
          </Text>
        </div>
      </fieldset>
    </div>
  );
}
