import type { DiagramProcessStep, DiagramRoute, StepAction, StepActionType } from '@tessera/engine';
import { connectionProblem, type DrawingRule } from './drawingRules';
import { type DiagramDraft, newId } from './processDraft';

/** A cell's place on the canvas. */
export interface CellPosition {
  readonly x: number;
  readonly y: number;
}

/** The action a new cell of a type starts with (an automatic action updates the current record). */
export function newCellAction(type: StepActionType, actionId: string): StepAction {
  switch (type) {
    case 'start':
      return { type };
    case 'enterForm':
      return { type, formId: '', roleIds: [] };
    case 'automaticAction':
      return {
        type,
        automaticAction: { id: actionId, type: 'update_current_record', fieldValues: [] },
      };
    case 'finish':
      return { type };
  }
}

/**
 * The draft with a new cell. The first start cell becomes the default starting step (spec 001
 * §5.5: a diagram process needs one).
 */
export function addCell(
  draft: DiagramDraft,
  type: StepActionType,
  name: string,
  position: CellPosition,
): { draft: DiagramDraft; cellId: string } {
  const taken = draft.steps.map((step) => step.id);
  const id = newId(type === 'start' ? 'start' : type === 'finish' ? 'finish' : 'step', taken);
  const cell: DiagramProcessStep = {
    id,
    name,
    action: newCellAction(type, newId('action', taken)),
    position,
  };
  const needsDefault =
    type === 'start' &&
    !draft.steps.some(
      (step) => step.id === draft.defaultStartingStepId && step.action.type === 'start',
    );
  return {
    draft: {
      ...draft,
      steps: [...draft.steps, cell],
      ...(needsDefault ? { defaultStartingStepId: id } : {}),
    },
    cellId: id,
  };
}

/** The draft with a cell replaced (by id). */
export function replaceCell(draft: DiagramDraft, cell: DiagramProcessStep): DiagramDraft {
  return { ...draft, steps: draft.steps.map((step) => (step.id === cell.id ? cell : step)) };
}

/** The draft with cells moved (a drag, an auto-layout). */
export function moveCells(
  draft: DiagramDraft,
  positions: ReadonlyMap<string, CellPosition>,
): DiagramDraft {
  return {
    ...draft,
    steps: draft.steps.map((step) => {
      const position = positions.get(step.id);
      return position === undefined ? step : { ...step, position: roundPosition(position) };
    }),
  };
}

function roundPosition({ x, y }: CellPosition): CellPosition {
  return { x: Math.round(x), y: Math.round(y) };
}

/** The draft without a cell and the routes joining it; a removed default start leaves none. */
export function removeCell(draft: DiagramDraft, cellId: string): DiagramDraft {
  return {
    ...draft,
    steps: draft.steps.filter((step) => step.id !== cellId),
    routes: draft.routes.filter((route) => route.from !== cellId && route.to !== cellId),
    ...(draft.defaultStartingStepId === cellId ? { defaultStartingStepId: null } : {}),
  };
}

/** The order number a new route from a cell gets: after the cell's other routes. */
export function nextRouteOrder(draft: DiagramDraft, from: string): number {
  return (
    Math.max(
      0,
      ...draft.routes.filter((route) => route.from === from).map((route) => route.order),
    ) + 1
  );
}

/**
 * Draws a route, unless a diagram rule forbids it (spec 001 §5.5: no duplicate connection, no
 * self-connection, nothing into a start cell): then the rule broken, and the draft unchanged.
 */
export function connectCells(
  draft: DiagramDraft,
  from: string,
  to: string,
): { ok: true; draft: DiagramDraft; routeId: string } | { ok: false; rule: DrawingRule } {
  const rule = connectionProblem(draft, from, to);
  if (rule !== null) return { ok: false, rule };
  const route: DiagramRoute = {
    id: newId(
      'route',
      draft.routes.map((item) => item.id),
    ),
    order: nextRouteOrder(draft, from),
    from,
    to,
  };
  return { ok: true, draft: { ...draft, routes: [...draft.routes, route] }, routeId: route.id };
}

/** The draft with a route replaced (by id). */
export function replaceRoute(draft: DiagramDraft, route: DiagramRoute): DiagramDraft {
  return { ...draft, routes: draft.routes.map((item) => (item.id === route.id ? route : item)) };
}

/** The draft without a route. */
export function removeRoute(draft: DiagramDraft, routeId: string): DiagramDraft {
  return { ...draft, routes: draft.routes.filter((route) => route.id !== routeId) };
}
