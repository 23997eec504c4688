import dagre from '@dagrejs/dagre';
import type { CellPosition } from './diagramDraft';
import type { DiagramDraft } from './processDraft';

/** The size a cell is drawn at (the canvas's node size; dagre lays out boxes of this size). */
export const cellSize = { width: 220, height: 76 } as const;

/**
 * Places the cells top to bottom along the routes (dagre's layered layout, as React Flow's own
 * layout example does), the top-left corner of each cell as React Flow positions it.
 */
export function autoLayout(draft: DiagramDraft): Map<string, CellPosition> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 72, marginx: 24, marginy: 24 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const step of draft.steps) graph.setNode(step.id, { ...cellSize });
  for (const route of draft.routes) {
    if (graph.hasNode(route.from) && graph.hasNode(route.to)) graph.setEdge(route.from, route.to);
  }
  dagre.layout(graph);
  const positions = new Map<string, CellPosition>();
  for (const step of draft.steps) {
    const { x, y } = graph.node(step.id);
    positions.set(step.id, {
      x: Math.round(x - cellSize.width / 2),
      y: Math.round(y - cellSize.height / 2),
    });
  }
  return positions;
}
