import type { DiagramRoute, EvaluateCondition, ProcessStep } from './process.types';

/**
 * Orders routes by `order`, then by id, so the choice never depends on where a route sits in the
 * stored list.
 * @internal
 */
export function compareRoutes(a: DiagramRoute, b: DiagramRoute): number {
  if (a.order !== b.order) return a.order - b.order;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/**
 * The route a diagram cell leaves by (spec 001 §4): of the routes starting at the cell, the one
 * with the lowest order number whose condition holds (a route without a condition always holds;
 * equal orders are broken by route id). `undefined` when no route holds. Conditions are evaluated
 * lowest order first and not beyond the route taken.
 * @public
 */
export function nextStepForDiagram(
  cell: Pick<ProcessStep, 'id'>,
  routes: readonly DiagramRoute[],
  evaluateCondition: EvaluateCondition,
): DiagramRoute | undefined {
  const leaving = routes.filter((route) => route.from === cell.id).sort(compareRoutes);
  return leaving.find(
    (route) => route.condition === undefined || evaluateCondition(route.condition),
  );
}
