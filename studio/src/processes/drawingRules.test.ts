import { describe, expect, it } from 'vitest';
import { connectCells, removeCell } from './diagramDraft';
import { connectionProblem, defaultStartProblem, drawingRuleOf } from './drawingRules';
import { diagramFixture } from './processFixtures';

describe('drawing rules (spec 001 §5.5, spec 002 §5 process graph), by the engine’s validateDiagram', () => {
  it('"the same two cells cannot be connected twice"', () => {
    expect(connectionProblem(diagramFixture, 'start', 'approve')).toBe('duplicateConnection');
  });

  it('"a cell cannot connect to itself"', () => {
    expect(connectionProblem(diagramFixture, 'approve', 'approve')).toBe('selfConnection');
  });

  it('"no route may lead to the start cell"', () => {
    expect(connectionProblem(diagramFixture, 'approve', 'start')).toBe('intoStart');
  });

  it('a new connection, or the way back between two cells, is allowed', () => {
    expect(connectionProblem(diagramFixture, 'start', 'end')).toBeNull();
    expect(connectionProblem(diagramFixture, 'end', 'approve')).toBeNull();
  });

  it('a broken rule elsewhere does not refuse an unrelated connection', () => {
    const broken = { ...diagramFixture, defaultStartingStepId: null };
    expect(connectionProblem(broken, 'start', 'end')).toBeNull();
  });

  it('"a diagram process needs a default starting step", and it must be a start cell', () => {
    expect(defaultStartProblem(diagramFixture)).toBeNull();
    expect(defaultStartProblem(removeCell(diagramFixture, 'start'))).toBe('defaultStartRequired');
    expect(defaultStartProblem({ ...diagramFixture, defaultStartingStepId: 'approve' })).toBe(
      'defaultStartNotStart',
    );
  });

  it('maps the engine’s messages (also the server’s 422 messages) to the rules', () => {
    expect(drawingRuleOf('cells "a" and "b" are already connected by routes[0]')).toBe(
      'duplicateConnection',
    );
    expect(drawingRuleOf('a diagram process needs a default starting step')).toBe(
      'defaultStartRequired',
    );
    expect(drawingRuleOf('must not be empty')).toBeNull();
  });
});

describe('connectCells', () => {
  it('adds a route numbered after the cell’s other routes', () => {
    const first = connectCells(diagramFixture, 'start', 'end');
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const added = first.draft.routes.at(-1)!;
    expect(added).toMatchObject({ id: first.routeId, from: 'start', to: 'end', order: 2 });
  });

  it('refuses a connection breaking a rule and leaves the draft as it was', () => {
    expect(connectCells(diagramFixture, 'end', 'start')).toEqual({ ok: false, rule: 'intoStart' });
  });
});
