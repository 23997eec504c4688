import type { DefinitionIssue } from '../definitions/definitionError';
import type { ProcessDefinition } from './process.types';

/**
 * The diagram rules (spec 001 §5.5, spec 002 §5): a diagram process needs a default starting step
 * (an existing start cell); every route joins two existing cells; the same two cells cannot be
 * connected twice in the same direction; a cell cannot connect to itself; no route may lead to a
 * start cell. Options-type processes have no diagram: no issues.
 * @public
 */
export function validateDiagram(process: ProcessDefinition): DefinitionIssue[] {
  if (process.type !== 'diagram') return [];
  const issues: DefinitionIssue[] = [];
  const cells = new Map(process.steps.map((step) => [step.id, step]));

  const defaultId = process.defaultStartingStepId;
  if (defaultId === undefined || defaultId === null || defaultId === '') {
    issues.push({
      path: 'defaultStartingStepId',
      message: 'a diagram process needs a default starting step',
    });
  } else if (!cells.has(defaultId)) {
    issues.push({ path: 'defaultStartingStepId', message: `unknown step "${defaultId}"` });
  } else if (cells.get(defaultId)?.action.type !== 'start') {
    issues.push({
      path: 'defaultStartingStepId',
      message: `step "${defaultId}" is not a start step`,
    });
  }

  const connections = new Map<string, number>();
  process.routes.forEach((route, index) => {
    const path = `routes[${index}]`;
    if (!cells.has(route.from)) {
      issues.push({ path: `${path}.from`, message: `unknown step "${route.from}"` });
    }
    if (!cells.has(route.to)) {
      issues.push({ path: `${path}.to`, message: `unknown step "${route.to}"` });
    } else if (cells.get(route.to)?.action.type === 'start') {
      issues.push({ path: `${path}.to`, message: 'no route may lead to the start cell' });
    }
    if (route.from === route.to) {
      issues.push({ path, message: 'a cell cannot connect to itself' });
      return;
    }
    const key = JSON.stringify([route.from, route.to]);
    const first = connections.get(key);
    if (first === undefined) connections.set(key, index);
    else {
      issues.push({
        path,
        message: `cells "${route.from}" and "${route.to}" are already connected by routes[${first}]`,
      });
    }
  });
  return issues;
}
