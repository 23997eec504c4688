import type { ChartDefinition } from './chart.types';
import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';

/** Rules of a chart beyond its JSON Schema: data source ids are unique. @internal */
export function checkChart(chart: ChartDefinition): DefinitionIssue[] {
  const sources: readonly { id: string }[] = chart.dataSources;
  return duplicateIssues(sources, (source) => source.id, 'dataSources', 'id', 'data source id');
}
