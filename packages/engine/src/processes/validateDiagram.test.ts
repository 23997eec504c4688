import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiagramProcessDefinition } from './process.types';
import { diagramProcess, optionsProcess, route } from './processFixtures';
import { validateDiagram } from './validateDiagram';

const withRoutes = (routes: DiagramProcessDefinition['routes']): DiagramProcessDefinition => ({
  ...diagramProcess,
  routes,
});

describe('validateDiagram (spec 001 §5.5, spec 002 §5 process graph)', () => {
  it('a well-formed diagram has no issues; options processes have no diagram', () => {
    expect(validateDiagram(diagramProcess)).toEqual([]);
    expect(validateDiagram(optionsProcess)).toEqual([]);
  });

  it('"the same two cells cannot be connected twice"', () => {
    const issues = validateDiagram(
      withRoutes([...diagramProcess.routes, route('r9', 'approve', 'notify', 5)]),
    );
    expect(issues).toEqual([
      {
        path: 'routes[4]',
        message: 'cells "approve" and "notify" are already connected by routes[2]',
      },
    ]);
  });

  it('a connection back the other way is a different connection (rework loops are allowed)', () => {
    expect(
      validateDiagram(
        withRoutes([...diagramProcess.routes, route('back', 'notify', 'approve', 2)]),
      ),
    ).toEqual([]);
  });

  it('"a cell cannot connect to itself"', () => {
    expect(validateDiagram(withRoutes([route('loop', 'approve', 'approve', 1)]))).toEqual([
      { path: 'routes[0]', message: 'a cell cannot connect to itself' },
    ]);
  });

  it('"no route may lead to the start cell" (any start cell)', () => {
    expect(
      validateDiagram(
        withRoutes([
          route('a', 'approve', 'start-sales', 1),
          route('b', 'approve', 'start-admin', 2),
        ]),
      ),
    ).toEqual([
      { path: 'routes[0].to', message: 'no route may lead to the start cell' },
      { path: 'routes[1].to', message: 'no route may lead to the start cell' },
    ]);
  });

  it('"a diagram process needs a default starting step", and it must be a start cell', () => {
    for (const defaultStartingStepId of [undefined, null, '']) {
      expect(validateDiagram({ ...diagramProcess, defaultStartingStepId })).toEqual([
        {
          path: 'defaultStartingStepId',
          message: 'a diagram process needs a default starting step',
        },
      ]);
    }
    expect(validateDiagram({ ...diagramProcess, defaultStartingStepId: 'approve' })).toEqual([
      { path: 'defaultStartingStepId', message: 'step "approve" is not a start step' },
    ]);
    expect(validateDiagram({ ...diagramProcess, defaultStartingStepId: 'gone' })).toEqual([
      { path: 'defaultStartingStepId', message: 'unknown step "gone"' },
    ]);
  });

  it('routes join existing cells', () => {
    expect(validateDiagram(withRoutes([route('a', 'ghost', 'phantom', 1)]))).toEqual([
      { path: 'routes[0].from', message: 'unknown step "ghost"' },
      { path: 'routes[0].to', message: 'unknown step "phantom"' },
    ]);
  });

  it('any route list: one issue per repeated connection, whatever its order', () => {
    const cellIds = ['approve', 'notify', 'done'];
    const pairs = fc.array(
      fc
        .tuple(fc.constantFrom(...cellIds), fc.constantFrom(...cellIds))
        .filter(([a, b]) => a !== b),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(pairs, (list) => {
        const routes = list.map(([from, to], index) => route(`r${index}`, from, to, index));
        const distinct = new Set(list.map((pair) => pair.join('→'))).size;
        return validateDiagram(withRoutes(routes)).length === list.length - distinct;
      }),
    );
  });
});
