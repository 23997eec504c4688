import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from './chart.types';
import { CHART_PALETTE, chartColor, defaultDataSetLabel } from './chartPalette';
import { validateDefinition } from './validateDefinition';

const lineChart: ChartDefinition = {
  type: 'line',
  schemaVersion: 1,
  dataSources: [
    {
      id: 'sales',
      status: 'active',
      color: '#1f77b4',
      label: 'Sales',
      query: { queryId: 'monthly-sales' },
      xValue: { path: ['month'] },
      yValue: { path: ['total'] },
      dataSetKeyValue: { path: ['region'] },
    },
    {
      id: 'costs',
      status: 'inactive',
      query: { queryId: 'monthly-costs' },
      xValue: { path: ['month'] },
      yValue: { path: ['total'] },
    },
  ],
};

const pieChart: ChartDefinition = {
  type: 'doughnut',
  dataSources: [
    {
      id: 'share',
      status: 'active',
      color: '#abc',
      query: { queryId: 'share-by-region' },
      value: { path: ['count'] },
      label: { path: ['region'] },
    },
  ],
};

describe('charts (spec 001 §3.18)', () => {
  it('line and bar data sources have xValue, yValue, optional dataSetKeyValue, query', () => {
    expect(validateDefinition('chart', lineChart)).toEqual({ ok: true, value: lineChart });
    expect(validateDefinition('chart', { ...lineChart, type: 'bar' }).ok).toBe(true);
  });

  it('pie and doughnut data sources have value and label', () => {
    expect(validateDefinition('chart', pieChart)).toEqual({ ok: true, value: pieChart });
    expect(validateDefinition('chart', { ...pieChart, type: 'pie' }).ok).toBe(true);
  });

  it('a pie data source is not a line data source (and the reverse)', () => {
    const result = validateDefinition('chart', { ...lineChart, type: 'pie' });
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        { path: 'dataSources[0].value', message: 'is required' },
        { path: 'dataSources[0].label', message: 'must be an object' },
        { path: 'dataSources[0].xValue', message: 'is not an allowed property' },
      ]),
    );
    const reverse = validateDefinition('chart', { ...pieChart, type: 'line' });
    expect(reverse.ok ? [] : reverse.errors).toEqual(
      expect.arrayContaining([
        { path: 'dataSources[0].xValue', message: 'is required' },
        { path: 'dataSources[0].value', message: 'is not an allowed property' },
      ]),
    );
  });

  it('each data source has id, status, color (hex, 3, 6 or 8 digits), label', () => {
    const result = validateDefinition('chart', {
      type: 'bar',
      dataSources: [{ ...lineChart.dataSources[0], id: '', status: 'on', color: 'red' }],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'dataSources[0].id', message: 'must not be empty' },
      { path: 'dataSources[0].status', message: 'must be one of: "inactive", "active", "deleted"' },
      {
        path: 'dataSources[0].color',
        message: 'must be a hex colour with 3, 6 or 8 digits, e.g. #1f77b4',
      },
    ]);
  });

  it('data source ids are unique', () => {
    const result = validateDefinition('chart', {
      ...lineChart,
      dataSources: [lineChart.dataSources[0], lineChart.dataSources[0]],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'dataSources[1].id',
        message: 'duplicate data source id "sales" (already used at dataSources[0])',
      },
    ]);
  });
});

describe('chart palette (spec 001 §3.18, §9: "the palette has 15 colours cycled by index")', () => {
  it('has 15 distinct hex colours', () => {
    expect(CHART_PALETTE).toHaveLength(15);
    expect(new Set(CHART_PALETTE).size).toBe(15);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('cycles: the colour at index i + 15 is the colour at index i', () => {
    fc.assert(fc.property(fc.nat(10_000), (index) => chartColor(index + 15) === chartColor(index)));
    expect(chartColor(0)).toBe(CHART_PALETTE[0]);
    expect(chartColor(14)).toBe(CHART_PALETTE[14]);
    expect(chartColor(15)).toBe(CHART_PALETTE[0]);
  });

  it('rejects a negative or fractional index', () => {
    expect(() => chartColor(-1)).toThrow(RangeError);
    expect(() => chartColor(1.5)).toThrow(RangeError);
  });
});

describe('default data-set label ("a prefix plus a running number")', () => {
  it('numbers the new data set after the existing ones', () => {
    expect(defaultDataSetLabel('Data set', [])).toBe('Data set 1');
    expect(defaultDataSetLabel('Zbiór danych', ['Sprzedaż', 'Koszty'])).toBe('Zbiór danych 3');
  });

  it('never repeats a label already there', () => {
    expect(defaultDataSetLabel('Data set', ['Data set 2'])).toBe('Data set 3');
    fc.assert(
      fc.property(fc.array(fc.nat(20).map((n) => `Set ${n}`)), (labels) => {
        const label = defaultDataSetLabel('Set', labels);
        return !labels.includes(label) && label.startsWith('Set ');
      }),
    );
  });
});
