import {
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PvOffer } from './calculatePvOffer';
import type { PvFormatters } from './createPvFormatters';
import type { InstallationType } from './inverterPrices';

// ECharts is the heaviest part of the calculator: it loads when the analysis is first shown.
const PvBalanceChart = lazy(() =>
  import('./PvBalanceChart').then((module) => ({ default: module.PvBalanceChart })),
);

export interface PvResultStepProps {
  offer: PvOffer;
  installationType: InstallationType;
  formatters: PvFormatters;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    // On a phone the three figures sit in rows, label beside value, to keep the page short.
    '@media (max-width: 480px)': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      columnGap: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    },
  },
  tileMain: {
    backgroundColor: tokens.colorBrandBackground2,
  },
  tileLabel: { ...typographyStyles.body1, color: tokens.colorNeutralForeground2 },
  tileValue: {
    ...typographyStyles.title3,
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    '@media (max-width: 480px)': typographyStyles.subtitle1,
  },
  details: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXL,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  sectionTitle: { ...typographyStyles.subtitle2, margin: 0 },
  rows: { margin: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  rowTotal: {
    borderBottom: 'none',
    '& dt': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
    '& dd': { fontWeight: tokens.fontWeightSemibold },
  },
  rowLabel: { color: tokens.colorNeutralForeground2 },
  rowValue: {
    margin: 0,
    marginLeft: 'auto',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  // The footnote mark must not make its line taller than the others.
  mark: { lineHeight: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  caption: { margin: 0, color: tokens.colorNeutralForeground3 },
  chartFallback: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '280px',
  },
  footnote: {
    margin: 0,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * Step 3, Analiza opłacalności (spec 002 §9): panels, kWp and inverter; the price with the My
 * Power subsidy and the thermomodernization relief; the 10-year value; the payback; the 20-year
 * chart; and the footnote saying the prices are our estimates.
 */
export function PvResultStep({ offer, installationType, formatters }: PvResultStepProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const payback = Math.round(offer.paybackYears * 10) / 10;
  const panels = offer.inverter.panels;
  const clampNote =
    offer.neededPanels === panels
      ? null
      : t(
          offer.neededPanels < panels
            ? 'pvCalculator.result.clampedUp'
            : 'pvCalculator.result.clampedDown',
          { needed: t('pvCalculator.panelsCount', { count: offer.neededPanels }), panels },
        );

  const row = (label: ReactNode, value: ReactNode, total = false) => (
    <div className={mergeClasses(styles.row, total && styles.rowTotal)}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{value}</dd>
    </div>
  );
  const deduction = (amount: number) =>
    amount > 0 ? (
      formatters.money(-amount)
    ) : (
      <span className={styles.muted}>{t('pvCalculator.result.notIncluded')}</span>
    );

  return (
    <div className={styles.root}>
      <Text as="p" className={styles.intro}>
        {t('pvCalculator.result.intro')}
      </Text>

      <dl className={styles.tiles}>
        <div className={mergeClasses(styles.tile, styles.tileMain)}>
          <dt className={styles.tileLabel}>{t('pvCalculator.result.toPay')}</dt>
          <dd className={styles.tileValue}>{formatters.money(offer.price)}</dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>{t('pvCalculator.result.tenYearValue')}</dt>
          <dd className={styles.tileValue}>{formatters.money(offer.tenYearValue)}</dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>{t('pvCalculator.result.payback')}</dt>
          <dd className={styles.tileValue}>
            {t('pvCalculator.result.paybackYears', {
              count: payback,
              years: formatters.number(payback, 1),
            })}
          </dd>
        </div>
      </dl>

      <div className={styles.details}>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('pvCalculator.result.installation')}</h3>
          <dl className={styles.rows}>
            {row(t('pvCalculator.result.yearlyNeed'), formatters.kwh(offer.yearlyNeedKwh))}
            {row(
              t('pvCalculator.result.panels', { power: formatters.watts(offer.panelPowerW) }),
              formatters.number(panels),
            )}
            {row(t('pvCalculator.result.peakPower'), formatters.kwp(offer.inverter.peakPowerKwp))}
            {row(
              <>
                {t('pvCalculator.result.inverter')}
                <sup aria-hidden="true" className={styles.mark}>
                  *
                </sup>
              </>,
              t('pvCalculator.result.inverterValue', {
                count: panels,
                power: formatters.kwp(offer.inverter.peakPowerKwp),
              }),
            )}
          </dl>
          {clampNote && (
            <Text size={200} className={styles.note}>
              {clampNote}
            </Text>
          )}
        </section>

        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('pvCalculator.result.price')}</h3>
          <dl className={styles.rows}>
            {row(
              <>
                {t('pvCalculator.result.basePrice', {
                  type: t(
                    `pvCalculator.user.installationTypes.${installationType}`,
                  ).toLocaleLowerCase(i18n.language),
                })}
                <sup aria-hidden="true" className={styles.mark}>
                  *
                </sup>
              </>,
              formatters.money(offer.basePrice),
            )}
            {row(t('pvCalculator.result.myPowerProgram'), deduction(offer.subsidy))}
            {row(t('pvCalculator.result.thermomodernizationRelief'), deduction(offer.relief))}
            {row(t('pvCalculator.result.toPay'), formatters.money(offer.price), true)}
          </dl>
        </section>
      </div>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('pvCalculator.result.chartTitle')}</h3>
        <Text as="p" size={200} className={styles.caption}>
          {t('pvCalculator.result.chartCaption')}
        </Text>
        <Suspense
          fallback={
            <div className={styles.chartFallback}>
              <Spinner size="small" label={t('pvCalculator.result.chartLoading')} />
            </div>
          }
        >
          <PvBalanceChart balanceByYear={offer.balanceByYear} formatters={formatters} />
        </Suspense>
      </section>

      <Text as="p" size={200} className={styles.footnote}>
        * {t('pvCalculator.result.footnote')}
      </Text>
    </div>
  );
}
