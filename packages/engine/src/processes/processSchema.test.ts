import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../definitions/validateDefinition';
import { constantCondition, diagramProcess, optionsProcess, route } from './processFixtures';

describe('process definitions (spec 001 §3.16)', () => {
  it('accepts a diagram process: start (form trigger), enterForm, automaticAction and finish cells, routes', () => {
    expect(validateDefinition('process', diagramProcess)).toEqual({
      ok: true,
      value: diagramProcess,
    });
  });

  it('accepts an options process: steps with input forms and ordered finish conditions', () => {
    expect(validateDefinition('process', optionsProcess)).toEqual({
      ok: true,
      value: optionsProcess,
    });
  });

  it('rejects an unknown process type, step action or finish action with readable paths', () => {
    expect(validateDefinition('process', { ...optionsProcess, type: 'kanban' })).toEqual({
      ok: false,
      errors: [
        {
          path: 'type',
          message: '"kanban" is not a known type; expected one of: "options", "diagram"',
        },
      ],
    });
    const result = validateDefinition('process', {
      ...optionsProcess,
      steps: [
        { ...optionsProcess.steps[0], action: { type: 'approve' } },
        {
          ...optionsProcess.steps[1],
          finishConditions: [
            { condition: constantCondition(true), action: { type: 'go_to_step' } },
          ],
        },
      ],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'steps[0].action.type',
        message:
          '"approve" is not a known type; expected one of: "start", "enterForm", "automaticAction", "finish"',
      },
      { path: 'steps[1].finishConditions[0].action.stepId', message: 'is required' },
    ]);
  });

  it('routes belong to diagrams: an options process has none, a diagram needs them', () => {
    const options = validateDefinition('process', { ...optionsProcess, routes: [] });
    expect(options.ok ? [] : options.errors).toEqual([
      { path: 'routes', message: 'is not an allowed property' },
    ]);
    const { routes: _routes, ...withoutRoutes } = diagramProcess;
    const diagram = validateDefinition('process', withoutRoutes);
    expect(diagram.ok ? [] : diagram.errors).toEqual([{ path: 'routes', message: 'is required' }]);
  });

  it('a route needs an order number, from and to', () => {
    const result = validateDefinition('process', {
      ...diagramProcess,
      routes: [{ id: 'r', name: 'r', order: 'first', from: 'approve' }],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'routes[0].to', message: 'is required' },
      { path: 'routes[0].order', message: 'must be a number' },
    ]);
  });

  it('step ids are unique and go_to_step names a step', () => {
    const result = validateDefinition('process', {
      ...optionsProcess,
      defaultStartingStepId: 'nowhere',
      steps: [
        optionsProcess.steps[0],
        { ...optionsProcess.steps[1], id: 'draft' },
        {
          id: 'x',
          name: 'X',
          action: { type: 'finish' },
          finishConditions: [{ action: { type: 'go_to_step', stepId: 'archive' } }],
        },
      ],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'steps[1].id', message: 'duplicate step id "draft" (already used at steps[0])' },
      { path: 'defaultStartingStepId', message: 'unknown step "nowhere"' },
      { path: 'steps[0].finishConditions[0].action.stepId', message: 'unknown step "review"' },
      { path: 'steps[2].finishConditions[0].action.stepId', message: 'unknown step "archive"' },
    ]);
  });

  it('applies the diagram rules (spec 001 §5.5) when validating a diagram process', () => {
    const result = validateDefinition('process', {
      ...diagramProcess,
      routes: [...diagramProcess.routes, route('r5', 'approve', 'approve', 2)],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'routes[4]', message: 'a cell cannot connect to itself' },
    ]);
  });

  it("checks an automatic-action step's action by the action rules", () => {
    const notify = diagramProcess.steps[3]!;
    const result = validateDefinition('process', {
      ...diagramProcess,
      steps: diagramProcess.steps.map((step) =>
        step === notify
          ? {
              ...notify,
              action: {
                type: 'automaticAction',
                automaticAction: { id: 'a', type: 'geocode_address', address: { type: 'parts' } },
              },
            }
          : step,
      ),
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'steps[3].action.automaticAction.address',
        message: 'a parts address needs at least one part',
      },
    ]);
  });
});
