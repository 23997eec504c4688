import { describe, expect, it } from 'vitest';
import { autoLayout } from './autoLayout';
import { addCell, moveCells, nextRouteOrder, removeCell, removeRoute } from './diagramDraft';
import { type DiagramDraft, emptyProcessDraft } from './processDraft';
import { diagramFixture } from './processFixtures';

const empty = emptyProcessDraft('diagram') as DiagramDraft;

describe('diagram draft operations', () => {
  it('the first start cell becomes the default starting step; later ones do not', () => {
    const first = addCell(empty, 'start', 'Start', { x: 0, y: 0 });
    expect(first.draft.defaultStartingStepId).toBe(first.cellId);
    const second = addCell(first.draft, 'start', 'Drugi start', { x: 0, y: 100 });
    expect(second.draft.defaultStartingStepId).toBe(first.cellId);
    expect(second.draft.steps).toHaveLength(2);
  });

  it('a new cell of each type has a valid action to start with', () => {
    let draft = empty;
    for (const type of ['enterForm', 'automaticAction', 'finish'] as const) {
      draft = addCell(draft, type, type, { x: 0, y: 0 }).draft;
    }
    expect(draft.steps.map((step) => step.action.type)).toEqual([
      'enterForm',
      'automaticAction',
      'finish',
    ]);
    expect(draft.steps[1]!.action).toMatchObject({
      automaticAction: { type: 'update_current_record', fieldValues: [] },
    });
    expect(draft.defaultStartingStepId).toBeNull();
  });

  it('removing a cell removes the routes joining it, and the default start with it', () => {
    const draft = removeCell(diagramFixture, 'start');
    expect(draft.routes.map((route) => route.id)).toEqual(['r2']);
    expect(draft.defaultStartingStepId).toBeNull();
    expect(removeCell(diagramFixture, 'end').routes.map((route) => route.id)).toEqual(['r1']);
  });

  it('removes a route by id', () => {
    expect(removeRoute(diagramFixture, 'r1').routes.map((route) => route.id)).toEqual(['r2']);
  });

  it('numbers routes per cell', () => {
    expect(nextRouteOrder(diagramFixture, 'approve')).toBe(2);
    expect(nextRouteOrder(diagramFixture, 'end')).toBe(1);
  });

  it('moves cells to whole-pixel positions', () => {
    const moved = moveCells(diagramFixture, new Map([['end', { x: 10.4, y: 20.6 }]]));
    expect(moved.steps[2]!.position).toEqual({ x: 10, y: 21 });
    expect(moved.steps[0]).toBe(diagramFixture.steps[0]);
  });

  it('auto-layout places the cells top to bottom along the routes', () => {
    const positions = autoLayout(diagramFixture);
    const y = (id: string) => positions.get(id)!.y;
    expect(y('start')).toBeLessThan(y('approve'));
    expect(y('approve')).toBeLessThan(y('end'));
  });
});
