import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions';
import { advanceProcess } from './advanceProcess';
import { formsOfferedForStep } from './formsOfferedForStep';
import { nextStepForDiagram } from './nextStepForDiagram';
import { nextStepForOptions } from './nextStepForOptions';
import type { DiagramProcessDefinition, OptionsProcessStep, ProcessState } from './process.types';
import {
  cell,
  constantCondition,
  diagramProcess,
  evaluateConstant,
  optionsProcess,
  route,
} from './processFixtures';
import { finishProcess, restoreProcess } from './processState';
import { selectStartingStep } from './selectStartingStep';
import { startProcess } from './startProcess';

const yes = constantCondition(true);
const no = constantCondition(false);

describe('selectStartingStep (spec 001 §4 "Process start")', () => {
  it('starts at defaultStartingStepId when its form trigger allows one of the user’s roles', () => {
    expect(selectStartingStep(diagramProcess, ['sales'])?.id).toBe('start-sales');
    expect(selectStartingStep(diagramProcess, ['admin', 'sales'])?.id).toBe('start-sales');
  });

  it('otherwise at the first start step whose trigger allows the user', () => {
    expect(selectStartingStep(diagramProcess, ['admin'])?.id).toBe('start-admin');
  });

  it('nowhere when no start step allows the user', () => {
    expect(selectStartingStep(diagramProcess, ['manager'])).toBeUndefined();
    expect(selectStartingStep(diagramProcess, [])).toBeUndefined();
    expect(startProcess(diagramProcess, ['manager'])).toEqual({
      ok: false,
      error: { path: 'steps', message: 'no start step is available to the user’s roles' },
    });
  });

  it('a start step without a form trigger is not offered to anyone', () => {
    const process: DiagramProcessDefinition = {
      ...diagramProcess,
      defaultStartingStepId: 'bare',
      steps: [cell('bare', { type: 'start' }), ...diagramProcess.steps],
    };
    expect(selectStartingStep(process, ['sales'])?.id).toBe('start-sales');
  });

  it('"for options-type processes the default starting step is used", whatever the roles', () => {
    expect(selectStartingStep(optionsProcess, [])?.id).toBe('draft');
    expect(selectStartingStep({ ...optionsProcess, defaultStartingStepId: 'review' }, [])?.id).toBe(
      'review',
    );
    expect(selectStartingStep({ ...optionsProcess, defaultStartingStepId: null }, [])?.id).toBe(
      'draft',
    );
  });

  it('startProcess puts a new process at that step, not finished', () => {
    expect(startProcess(diagramProcess, ['admin'])).toEqual({
      ok: true,
      state: { currentStepId: 'start-admin', isFinished: false },
    });
  });
});

describe('formsOfferedForStep (spec 001 §4 "Forms offered for a step")', () => {
  const step = (id: string) => diagramProcess.steps.find((candidate) => candidate.id === id)!;

  it('a start step with a form trigger offers its form to holders of one of its roles', () => {
    expect(formsOfferedForStep(diagramProcess, step('start-sales'), ['sales'])).toEqual([
      { formId: 'order', origin: 'start_trigger' },
      { formId: 'note', origin: 'form_input' },
    ]);
    expect(formsOfferedForStep(diagramProcess, step('start-sales'), ['admin'])).toEqual([]);
  });

  it('an enterForm step offers its form by role; process formInputs likewise', () => {
    expect(formsOfferedForStep(diagramProcess, step('approve'), ['manager'])).toEqual([
      { formId: 'approval', origin: 'enter_form' },
      { formId: 'note', origin: 'form_input' },
    ]);
    expect(formsOfferedForStep(diagramProcess, step('approve'), ['sales'])).toEqual([
      { formId: 'note', origin: 'form_input' },
    ]);
  });

  it('automatic-action and finish steps offer only the process formInputs', () => {
    expect(formsOfferedForStep(diagramProcess, step('notify'), ['manager', 'admin'])).toEqual([
      { formId: 'note', origin: 'form_input' },
    ]);
  });

  it('an options step offers its input forms by role', () => {
    expect(formsOfferedForStep(optionsProcess, optionsProcess.steps[0]!, ['employee'])).toEqual([
      { formId: 'request', origin: 'enter_form' },
      { formId: 'attachment', origin: 'step_input_form' },
      { formId: 'comment', origin: 'form_input' },
    ]);
  });

  it('offers each form once, and only to users holding one of its roles', () => {
    const roles = fc.subarray(['sales', 'manager', 'admin', 'employee']);
    fc.assert(
      fc.property(roles, fc.constantFrom(...diagramProcess.steps), (userRoles, anyStep) => {
        const offered = formsOfferedForStep(diagramProcess, anyStep, userRoles);
        const ids = offered.map((form) => form.formId);
        return new Set(ids).size === ids.length && (userRoles.length > 0 || offered.length === 0);
      }),
    );
  });
});

describe('nextStepForOptions (spec 001 §4: "by the first satisfied finish condition, in order")', () => {
  const step = (conditions: [ConditionDefinition | undefined, string][]): OptionsProcessStep => ({
    id: 's',
    name: 's',
    action: { type: 'finish' },
    finishConditions: conditions.map(([condition, target]) => ({
      ...(condition === undefined ? {} : { condition }),
      action:
        target === 'finish' ? { type: 'finish_process' } : { type: 'go_to_step', stepId: target },
    })),
  });

  it('takes the first satisfied condition in order: go_to_step or finish_process', () => {
    expect(
      nextStepForOptions(
        step([
          [no, 'a'],
          [yes, 'b'],
          [yes, 'c'],
        ]),
        evaluateConstant,
      ),
    ).toEqual({
      type: 'go_to_step',
      stepId: 'b',
    });
    expect(
      nextStepForOptions(
        step([
          [no, 'a'],
          [yes, 'finish'],
        ]),
        evaluateConstant,
      ),
    ).toEqual({
      type: 'finish_process',
    });
  });

  it('stays when none is satisfied; a finish condition without a condition always holds', () => {
    expect(nextStepForOptions(step([[no, 'a']]), evaluateConstant)).toBeUndefined();
    expect(nextStepForOptions(step([]), evaluateConstant)).toBeUndefined();
    expect(
      nextStepForOptions(
        step([
          [no, 'a'],
          [undefined, 'b'],
        ]),
        evaluateConstant,
      ),
    ).toEqual({
      type: 'go_to_step',
      stepId: 'b',
    });
  });

  it('the result is the first true one, and later conditions are not evaluated', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), (truths) => {
        const evaluated: number[] = [];
        const conditions = truths.map((_, index): [ConditionDefinition, string] => [
          { type: 'constant', value: truths[index] },
          `s${index}`,
        ]);
        const result = nextStepForOptions(step(conditions), (condition) => {
          evaluated.push(conditions.findIndex(([candidate]) => candidate === condition));
          return evaluateConstant(condition);
        });
        const first = truths.indexOf(true);
        if (first === -1) return result === undefined && evaluated.length === truths.length;
        return (
          result?.type === 'go_to_step' &&
          result.stepId === `s${first}` &&
          evaluated.length === first + 1
        );
      }),
    );
  });
});

describe('nextStepForDiagram (spec 001 §4: "the route with the lowest number whose condition holds")', () => {
  const routes = [
    route('r-late', 'a', 'late', 3, yes),
    route('r-false', 'a', 'never', 1, no),
    route('r-mid', 'a', 'mid', 2, yes),
    route('r-elsewhere', 'b', 'other', 0, yes),
  ];

  it('takes the lowest-numbered route whose condition holds, only among routes leaving the cell', () => {
    expect(nextStepForDiagram({ id: 'a' }, routes, evaluateConstant)?.to).toBe('mid');
    expect(nextStepForDiagram({ id: 'b' }, routes, evaluateConstant)?.to).toBe('other');
    expect(nextStepForDiagram({ id: 'z' }, routes, evaluateConstant)).toBeUndefined();
  });

  it('a route without a condition always holds; no route holding leaves nothing', () => {
    expect(nextStepForDiagram({ id: 'a' }, [route('r', 'a', 'x', 5)], evaluateConstant)?.to).toBe(
      'x',
    );
    expect(
      nextStepForDiagram({ id: 'a' }, [route('r', 'a', 'x', 5, no)], evaluateConstant),
    ).toBeUndefined();
  });

  it('picks the minimum order among true routes regardless of the route list order', () => {
    const routeList = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        order: fc.integer({ min: -5, max: 5 }),
        holds: fc.boolean(),
      }),
      { selector: (candidate) => candidate.id, maxLength: 10 },
    );
    fc.assert(
      fc.property(routeList, fc.nat(), (specs, seed) => {
        const list = specs.map((spec) =>
          route(spec.id, 'a', `to-${spec.id}`, spec.order, constantCondition(spec.holds)),
        );
        const shuffled = [...list].sort(
          (x, y) =>
            ((x.id.charCodeAt(0) * (seed + 1)) % 7) - ((y.id.charCodeAt(0) * (seed + 1)) % 7),
        );
        const chosen = nextStepForDiagram({ id: 'a' }, shuffled, evaluateConstant);
        const same = nextStepForDiagram({ id: 'a' }, list, evaluateConstant);
        const holding = specs.filter((spec) => spec.holds);
        if (holding.length === 0) return chosen === undefined;
        const lowest = Math.min(...holding.map((spec) => spec.order));
        return chosen !== undefined && chosen.order === lowest && chosen.id === same?.id;
      }),
    );
  });
});

describe('advanceProcess', () => {
  const at = (currentStepId: string): ProcessState => ({ currentStepId, isFinished: false });

  it('moves a diagram along its route and stops at an enterForm step', () => {
    expect(advanceProcess(diagramProcess, at('start-sales'), evaluateConstant)).toEqual({
      ok: true,
      state: at('approve'),
      enteredStepIds: ['approve'],
      skippedStepIds: [],
    });
  });

  it('stops at an automatic-action step whose condition holds, with the action to run', () => {
    const result = advanceProcess(diagramProcess, at('approve'), evaluateConstant);
    expect(result).toMatchObject({
      ok: true,
      state: at('notify'),
      pendingAction: { stepId: 'notify', action: { id: 'mail' } },
    });
    // After the caller ran it, advancing again reaches the finish step.
    expect(advanceProcess(diagramProcess, at('notify'), evaluateConstant)).toEqual({
      ok: true,
      state: { currentStepId: 'done', isFinished: true },
      enteredStepIds: ['done'],
      skippedStepIds: [],
    });
  });

  it('"an automatic-action step whose condition fails counts as done and processing continues"', () => {
    const process: DiagramProcessDefinition = {
      ...diagramProcess,
      steps: diagramProcess.steps.map((step) =>
        step.action.type === 'automaticAction'
          ? {
              ...step,
              action: {
                ...step.action,
                automaticAction: { ...step.action.automaticAction, condition: no },
              },
            }
          : step,
      ),
    };
    expect(advanceProcess(process, at('approve'), evaluateConstant)).toEqual({
      ok: true,
      state: { currentStepId: 'done', isFinished: true },
      enteredStepIds: ['notify', 'done'],
      skippedStepIds: ['notify'],
    });
  });

  it('stays where it is when no route holds; a finished process does not move', () => {
    const process = { ...diagramProcess, routes: [route('r1', 'start-sales', 'approve', 1, no)] };
    expect(advanceProcess(process, at('start-sales'), evaluateConstant)).toMatchObject({
      state: at('start-sales'),
    });
    const finished = { currentStepId: 'approve', isFinished: true };
    expect(advanceProcess(diagramProcess, finished, evaluateConstant)).toMatchObject({
      state: finished,
    });
  });

  it('moves an options process by its finish conditions; finish_process finishes it', () => {
    expect(advanceProcess(optionsProcess, at('draft'), evaluateConstant)).toMatchObject({
      state: at('review'),
    });
    expect(advanceProcess(optionsProcess, at('review'), evaluateConstant)).toEqual({
      ok: true,
      state: { currentStepId: 'review', isFinished: true },
      enteredStepIds: [],
      skippedStepIds: [],
    });
  });

  it('reports a current step that does not exist, and a cycle of skipped steps', () => {
    expect(advanceProcess(diagramProcess, at('ghost'), evaluateConstant)).toEqual({
      ok: false,
      error: { path: 'currentStepId', message: 'step "ghost" is not a step of the process' },
    });
    const skipped = (id: string) =>
      cell(id, {
        type: 'automaticAction',
        automaticAction: { id, type: 'update_current_record', fieldValues: [], condition: no },
      });
    const cyclic: DiagramProcessDefinition = {
      ...diagramProcess,
      steps: [...diagramProcess.steps, skipped('x'), skipped('y')],
      routes: [route('a', 'approve', 'x', 1), route('b', 'x', 'y', 1), route('c', 'y', 'x', 1)],
    };
    expect(advanceProcess(cyclic, at('approve'), evaluateConstant)).toEqual({
      ok: false,
      error: { path: 'steps', message: 'steps form a cycle without a stop: approve → x → y → x' },
    });
  });
});

describe('finish and restore (spec 001 §4: "a process can be finished or restored")', () => {
  it('finishing keeps the current step; restoring reopens it there or at a given step', () => {
    const finished = finishProcess({ currentStepId: 'review', isFinished: false });
    expect(finished).toEqual({ currentStepId: 'review', isFinished: true });
    expect(restoreProcess(finished)).toEqual({ currentStepId: 'review', isFinished: false });
    expect(restoreProcess(finished, 'draft')).toEqual({
      currentStepId: 'draft',
      isFinished: false,
    });
  });

  it('restore ∘ finish is the identity on a running process; both are idempotent', () => {
    const state = fc.record({
      currentStepId: fc.option(fc.string(), { nil: null }),
      isFinished: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (any) => {
        const running = { ...any, isFinished: false };
        expect(restoreProcess(finishProcess(running))).toEqual(running);
        const finished = finishProcess(any);
        expect(finishProcess(finished)).toBe(finished);
        const restored = restoreProcess(any);
        expect(restoreProcess(restored)).toBe(restored);
      }),
    );
    const finished = { currentStepId: 'a', isFinished: true };
    expect(finishProcess(finished)).toBe(finished);
    const running = { currentStepId: 'a', isFinished: false };
    expect(restoreProcess(running)).toBe(running);
  });
});
