import type { FieldAccess } from './fieldAccess';
import type { Status } from './status';

/** The query a chart data source reads its rows from. @public */
export interface ChartQuery {
  readonly queryId: string;
}

/** What every chart data source has (spec 001 §3.18). @public */
export interface ChartDataSourceBase {
  readonly id: string;
  readonly status: Status;
  /** Hex colour; the palette colour at the data source's index when absent. */
  readonly color?: string;
  readonly query: ChartQuery;
}

/**
 * A data set of a line or bar chart: x and y read from each row. With `dataSetKeyValue`, rows are
 * split into one data set per distinct key value.
 * @public
 */
export interface SeriesChartDataSource extends ChartDataSourceBase {
  /** The data set's legend label; the default label (prefix + running number) when absent. */
  readonly label?: string;
  readonly xValue: FieldAccess;
  readonly yValue: FieldAccess;
  readonly dataSetKeyValue?: FieldAccess;
}

/** A pie or doughnut data source: each row is a slice with a value and a label read from it. @public */
export interface SliceChartDataSource extends ChartDataSourceBase {
  readonly value: FieldAccess;
  readonly label: FieldAccess;
}

/** A chart (spec 001 §3.18), discriminated by `type`. @public */
export type ChartDefinition =
  | {
      readonly type: 'line' | 'bar';
      /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
      readonly schemaVersion?: number;
      readonly dataSources: readonly SeriesChartDataSource[];
    }
  | {
      readonly type: 'pie' | 'doughnut';
      readonly schemaVersion?: number;
      readonly dataSources: readonly SliceChartDataSource[];
    };

/** A chart type name. @public */
export type ChartType = ChartDefinition['type'];
