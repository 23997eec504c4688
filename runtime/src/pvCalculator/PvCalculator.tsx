import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createPvFormatters } from './createPvFormatters';
import { PvParametersStep } from './PvParametersStep';
import { PvResultStep } from './PvResultStep';
import { PvStepperHeader } from './PvStepperHeader';
import { PvUserStep } from './PvUserStep';
import { createInitialPvValues, type PvCalculatorValues } from './pvCalculatorForm';
import { PV_STEPS, type PvStep } from './pvStepNavigation';
import { usePvCalculator } from './usePvCalculator';

export interface PvCalculatorProps {
  /** Values to start from; by default nothing is chosen and the price is 0.63 per kWh. */
  initialValues?: PvCalculatorValues;
  /** @default 'user' */
  initialStep?: PvStep;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  progress: {
    ...typographyStyles.caption1Strong,
    margin: 0,
    color: tokens.colorBrandForeground1,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  title: {
    ...typographyStyles.title3,
    margin: 0,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.spacingHorizontalXXS,
    },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  next: { marginLeft: 'auto' },
});

/**
 * The photovoltaic calculator (spec 002 §2, §4, §5, §9): the three-step stepper with its headers,
 * the step on show and Back / Next. Enter in a field is Next.
 */
export function PvCalculator({ initialValues, initialStep }: PvCalculatorProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const formatters = useMemo(() => createPvFormatters(i18n.language), [i18n.language]);
  const calculator = usePvCalculator({
    initialValues: initialValues ?? createInitialPvValues(formatters.decimalSeparator),
    initialStep,
  });
  const { step, values, visibleErrors, offer, failedAttempts } = calculator;
  const stepIndex = PV_STEPS.indexOf(step);
  const isLast = stepIndex === PV_STEPS.length - 1;
  const headingId = useId();
  const panelRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step: move focus to its title, so keyboard and screen-reader users start there.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Held back by validation: focus the first field with a message instead.
  const handledAttempts = useRef(failedAttempts);
  useEffect(() => {
    if (handledAttempts.current === failedAttempts) return;
    handledAttempts.current = failedAttempts;
    const invalid = panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid && !(invalid instanceof HTMLInputElement)
        ? invalid.querySelector<HTMLElement>('input')
        : invalid;
    target?.focus();
  }, [failedAttempts]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    calculator.next();
  }

  return (
    <div className={styles.root}>
      <PvStepperHeader
        step={step}
        isEnabled={calculator.isHeaderEnabled}
        onSelect={calculator.goTo}
      />

      <form
        ref={panelRef}
        className={styles.panel}
        noValidate
        aria-labelledby={headingId}
        onSubmit={handleSubmit}
      >
        <div className={styles.heading}>
          <Text as="p" className={styles.progress}>
            {t('pvCalculator.steps.progress', { current: stepIndex + 1, total: PV_STEPS.length })}
          </Text>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {t(`pvCalculator.steps.${step}`)}
          </h2>
        </div>

        {step === 'user' && (
          <PvUserStep
            values={values}
            errors={visibleErrors}
            onChange={calculator.setValue}
            onBlur={calculator.touch}
          />
        )}
        {step === 'parameters' && (
          <PvParametersStep
            values={values}
            errors={visibleErrors}
            yearlyNeedKwh={offer?.yearlyNeedKwh ?? null}
            formatters={formatters}
            onChange={calculator.setValue}
            onBlur={calculator.touch}
          />
        )}
        {step === 'profitability' && offer && values.installationType && (
          <PvResultStep
            offer={offer}
            installationType={values.installationType}
            formatters={formatters}
          />
        )}

        <div className={styles.actions}>
          {stepIndex > 0 && (
            <Button type="button" size="large" onClick={calculator.back}>
              {t('pvCalculator.actions.back')}
            </Button>
          )}
          {!isLast && (
            <Button type="submit" appearance="primary" size="large" className={styles.next}>
              {t('pvCalculator.actions.next')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
