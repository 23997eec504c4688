import { describe, expect, it } from 'vitest';
import { addStep, moveStep, removeStep, withDefaultStep } from './optionsDraft';
import { stepForms, withStepForms } from './optionsStepForms';
import { emptyProcessDraft, type OptionsDraft, sameProcessDraft } from './processDraft';
import { optionsFixture } from './processFixtures';

const [lead, offer] = optionsFixture.steps as [
  OptionsDraft['steps'][number],
  OptionsDraft['steps'][number],
];

describe('an options step’s forms by role (spec 001 §3.16, §4)', () => {
  it('lists the action’s form first, then the input forms', () => {
    expect(stepForms(lead)).toEqual([{ formId: 'f-lead', roleIds: ['r-sales'] }]);
    expect(stepForms(offer).map((form) => form.formId)).toEqual(['f-offer', 'f-notes']);
  });

  it('a stored step reads back unchanged (convention 10: load → save round-trips)', () => {
    expect(withStepForms(lead, stepForms(lead), true)).toEqual(lead);
    expect(withStepForms(offer, stepForms(offer), false)).toEqual(offer);
  });

  it('the starting step’s first form is its form trigger; elsewhere an enterForm action', () => {
    const forms = [
      { formId: 'a', roleIds: ['r1'] },
      { formId: 'b', roleIds: ['r2'] },
    ];
    expect(withStepForms(offer, forms, true)).toMatchObject({
      action: { type: 'start', trigger: { type: 'form', formId: 'a', roleIds: ['r1'] } },
      inputForms: [{ formId: 'b', roleIds: ['r2'] }],
    });
    expect(withStepForms(lead, forms.slice(0, 1), false)).toEqual({
      ...lead,
      action: { type: 'enterForm', formId: 'a', roleIds: ['r1'] },
    });
    expect(withStepForms(offer, [], false)).not.toHaveProperty('inputForms');
  });

  it('an automatic-action step keeps its action; its forms are all input forms', () => {
    const step = {
      id: 'auto',
      name: 'Auto',
      action: { type: 'finish' as const },
    };
    expect(withStepForms(step, [{ formId: 'a', roleIds: ['r'] }], false)).toEqual({
      ...step,
      inputForms: [{ formId: 'a', roleIds: ['r'] }],
    });
  });
});

describe('options draft operations', () => {
  it('the first step added becomes the starting step', () => {
    const empty = emptyProcessDraft('options') as OptionsDraft;
    const { draft, stepId } = addStep(empty, 'Krok 1');
    expect(draft.defaultStartingStepId).toBe(stepId);
    expect(addStep(draft, 'Krok 2').draft.defaultStartingStepId).toBe(stepId);
  });

  it('reorders steps without touching the finish conditions that name them', () => {
    const moved = moveStep(optionsFixture, 1, 0);
    expect(moved.steps.map((step) => step.id)).toEqual(['offer', 'lead']);
    expect(moved.steps[1]!.finishConditions).toBe(lead.finishConditions);
  });

  it('a removed step leaves the conditions that went to it without a target', () => {
    const draft = removeStep(optionsFixture, 'offer');
    expect(draft.steps[0]!.finishConditions).toEqual([
      { action: { type: 'go_to_step', stepId: '' } },
    ]);
  });

  it('a removed starting step hands over to the first step left, with its form as trigger', () => {
    const draft = removeStep(optionsFixture, 'lead');
    expect(draft.defaultStartingStepId).toBe('offer');
    expect(draft.steps[0]!.action).toEqual({
      type: 'start',
      trigger: { type: 'form', formId: 'f-offer', roleIds: ['r-office'] },
    });
  });

  it('moving the start rewrites the two steps’ actions, and moving it back restores them', () => {
    const moved = withDefaultStep(optionsFixture, 'offer');
    expect(moved.steps[0]!.action.type).toBe('enterForm');
    expect(moved.steps[1]!.action.type).toBe('start');
    expect(sameProcessDraft(withDefaultStep(moved, 'lead'), optionsFixture)).toBe(true);
  });
});
