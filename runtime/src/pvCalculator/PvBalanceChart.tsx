import { makeStyles, type Theme, webLightTheme } from '@fluentui/react-components';
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  MarkLineComponent,
  type MarkLineComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import EChartsReactCore from 'echarts-for-react/esm/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PvFormatters } from './createPvFormatters';

// Only what this chart draws (spec: echarts/core with the charts we use keeps the bundle small).
// SVG rather than canvas: sharp at any zoom, and the bars stay in the DOM.
echarts.use([BarChart, GridComponent, TooltipComponent, MarkLineComponent, SVGRenderer]);

type BalanceChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | MarkLineComponentOption
>;

export interface PvBalanceChartProps {
  /** The cumulative balance at the end of years 1, 2, … in zł (`PvOffer.balanceByYear`). */
  balanceByYear: readonly number[];
  formatters: PvFormatters;
}

const useStyles = makeStyles({
  chart: {
    height: '280px',
    width: '100%',
    '@media (max-width: 480px)': { height: '220px' },
  },
});

/** Theme colours the chart needs; ECharts draws with values, not with CSS variables. */
const paletteTokens = [
  'colorPaletteGreenBackground3',
  'colorPaletteRedBackground3',
  'colorNeutralForeground3',
  'colorNeutralStroke2',
  'colorNeutralStroke1',
  'colorNeutralBackground1',
  'colorNeutralForeground1',
  'fontFamilyBase',
] as const satisfies readonly (keyof Theme)[];

type Palette = Record<(typeof paletteTokens)[number], string>;

const fallbackPalette = Object.fromEntries(
  paletteTokens.map((name) => [name, webLightTheme[name]]),
) as Palette;

/** The colours of the Fluent theme around `element`, so the chart follows the app's theme. */
function readPalette(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  return Object.fromEntries(
    paletteTokens.map((name) => [
      name,
      style.getPropertyValue(`--${name}`).trim() || fallbackPalette[name],
    ]),
  ) as Palette;
}

/**
 * The 20-year chart of spec 002 §9: the investment's cumulative balance at the end of each year,
 * red while the installation has not paid for itself, green after. Screen readers get a summary.
 */
export function PvBalanceChart({ balanceByYear, formatters }: PvBalanceChartProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hostRef = useRef<HTMLDivElement>(null);
  const [palette, setPalette] = useState(fallbackPalette);

  useLayoutEffect(() => {
    if (hostRef.current) setPalette(readPalette(hostRef.current));
  }, []);

  const option = useMemo<BalanceChartOption>(
    () => ({
      animationDuration: 400,
      textStyle: { fontFamily: palette.fontFamilyBase },
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        backgroundColor: palette.colorNeutralBackground1,
        borderColor: palette.colorNeutralStroke1,
        textStyle: { color: palette.colorNeutralForeground1, fontFamily: palette.fontFamilyBase },
        formatter: (params) => {
          const [point] = Array.isArray(params) ? params : [params];
          if (!point) return '';
          const year = t('pvCalculator.result.chartYear', { year: point.name });
          const balance = formatters.money(Number(point.value));
          return `${year}<br/>${t('pvCalculator.result.chartBalance')}: <b>${balance}</b>`;
        },
      },
      xAxis: {
        type: 'category',
        data: balanceByYear.map((_, index) => String(index + 1)),
        axisLine: { onZero: false, lineStyle: { color: palette.colorNeutralStroke1 } },
        axisTick: { show: false },
        axisLabel: { color: palette.colorNeutralForeground3 },
      },
      yAxis: {
        type: 'value',
        axisLabel: {
          color: palette.colorNeutralForeground3,
          formatter: (value: number) => formatters.compactMoney(value),
        },
        splitLine: { lineStyle: { color: palette.colorNeutralStroke2 } },
      },
      series: [
        {
          type: 'bar',
          name: t('pvCalculator.result.chartBalance'),
          barMaxWidth: 28,
          data: balanceByYear.map((balance) => ({
            value: Math.round(balance),
            itemStyle: {
              color:
                balance >= 0
                  ? palette.colorPaletteGreenBackground3
                  : palette.colorPaletteRedBackground3,
              borderRadius: balance >= 0 ? [3, 3, 0, 0] : [0, 0, 3, 3],
            },
          })),
          markLine: {
            silent: true,
            symbol: 'none',
            label: { show: false },
            lineStyle: { color: palette.colorNeutralForeground3, type: 'solid', width: 1 },
            data: [{ yAxis: 0 }],
          },
        },
      ],
    }),
    [balanceByYear, formatters, palette, t],
  );

  const first = balanceByYear[0] ?? 0;
  const last = balanceByYear[balanceByYear.length - 1] ?? 0;
  return (
    <div
      ref={hostRef}
      role="img"
      aria-label={t('pvCalculator.result.chartSummary', {
        first: formatters.money(first),
        last: formatters.money(last),
      })}
      className={styles.chart}
    >
      <EChartsReactCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: '100%', width: '100%' }}
      />
    </div>
  );
}
