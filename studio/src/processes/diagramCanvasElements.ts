import type { DiagramRoute } from '@tessera/engine';
import { type Edge, MarkerType } from '@xyflow/react';
import type { CellData, CellNode } from './DiagramCellNode';
import type { CellPosition } from './diagramDraft';
import type { DiagramDraft } from './processDraft';

/** What is selected on the canvas: one cell or one route. */
export type CanvasSelection =
  | { readonly kind: 'cell'; readonly id: string }
  | { readonly kind: 'route'; readonly id: string }
  | null;

/**
 * The cells as React Flow nodes. A node's measured size and a position still being dragged are
 * React Flow's own: they are kept from `previous`. Cells stored without a position take the
 * layout's (`fallback`), without the draft changing until the designer moves something.
 */
export function cellNodes(
  draft: DiagramDraft,
  selection: CanvasSelection,
  dataOf: (cellId: string) => CellData,
  fallback: ReadonlyMap<string, CellPosition>,
  previous: readonly CellNode[] = [],
): CellNode[] {
  const before = new Map(previous.map((node) => [node.id, node]));
  return draft.steps.map((step) => {
    const old = before.get(step.id);
    return {
      id: step.id,
      type: 'cell',
      position: step.position ?? fallback.get(step.id) ?? { x: 0, y: 0 },
      data: dataOf(step.id),
      selected: selection?.kind === 'cell' && selection.id === step.id,
      ...(old?.measured ? { measured: old.measured } : {}),
    };
  });
}

/** The routes as React Flow edges: arrows labelled with their order number and name. */
export function routeEdges(
  routes: readonly DiagramRoute[],
  selection: CanvasSelection,
  conditional: string,
): Edge[] {
  return routes.map((route) => {
    const label = route.name ? `${route.order}. ${route.name}` : String(route.order);
    return {
      id: route.id,
      source: route.from,
      target: route.to,
      label: route.condition ? `${label} · ${conditional}` : label,
      selected: selection?.kind === 'route' && selection.id === route.id,
      markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
    };
  });
}
