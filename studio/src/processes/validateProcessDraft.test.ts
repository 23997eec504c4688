import { describe, expect, it } from 'vitest';
import type { ConditionField } from '../conditions/conditionDraft';
import { addCell } from './diagramDraft';
import { type DiagramDraft, emptyProcessDraft } from './processDraft';
import { diagramFixture, optionsFixture } from './processFixtures';
import { validateProcessDraft } from './validateProcessDraft';

const fields: ConditionField[] = [{ id: 'price', label: 'Cena', valueType: 'number' }];
const keys = (problems: Map<string, unknown>) => [...problems.keys()];

describe('validateProcessDraft (what the studio checks before the server does)', () => {
  it('a complete process has no problems', () => {
    expect(keys(validateProcessDraft(optionsFixture, fields))).toEqual([]);
    expect(keys(validateProcessDraft(diagramFixture, fields))).toEqual([]);
  });

  it('a new process needs a name, its provider and a step', () => {
    expect(keys(validateProcessDraft(emptyProcessDraft('options'), fields))).toEqual([
      'name',
      'dataProviderId',
      'steps',
    ]);
  });

  it('forms need a form and a role; finish conditions a target and fields that exist', () => {
    const [lead, offer] = optionsFixture.steps;
    const draft = {
      ...optionsFixture,
      formInputs: [{ formId: '', roleIds: [] }],
      steps: [
        { ...lead!, finishConditions: [{ action: { type: 'go_to_step' as const, stepId: '' } }] },
        {
          ...offer!,
          finishConditions: [
            {
              condition: { type: 'is_empty' as const, valueAccess: { fieldId: 'gone' } },
              action: { type: 'go_to_step' as const, stepId: 'ghost' },
            },
          ],
        },
      ],
    };
    expect(Object.fromEntries(validateProcessDraft(draft, fields))).toEqual({
      'formInputs:0:formId': { studio: 'processes.problems.formRequired' },
      'formInputs:0:roleIds': { studio: 'processes.problems.rolesRequired' },
      'step:lead:finish:0:target': { studio: 'processes.problems.targetStepRequired' },
      'step:offer:finish:0:condition/valueAccess': { studio: 'conditions.problems.unknownField' },
      'step:offer:finish:0:target': { studio: 'processes.problems.unknownStep' },
    });
  });

  it('conditions wait for the provider’s fields (null while they load)', () => {
    const [, offer] = optionsFixture.steps;
    expect(keys(validateProcessDraft({ ...optionsFixture, steps: [offer!] }, null))).toEqual([]);
  });

  it('"a diagram process needs a default starting step"', () => {
    const draft: DiagramDraft = { ...diagramFixture, defaultStartingStepId: null };
    expect(Object.fromEntries(validateProcessDraft(draft, fields))).toEqual({
      defaultStartingStepId: { studio: 'processes.diagram.rules.defaultStartRequired' },
    });
  });

  it('an enterForm cell needs its form and roles; a record action its provider and fields', () => {
    let draft = diagramFixture;
    draft = addCell(draft, 'enterForm', 'Formularz', { x: 0, y: 0 }).draft;
    const form = draft.steps.at(-1)!;
    draft = addCell(draft, 'automaticAction', 'Akcja', { x: 0, y: 0 }).draft;
    const action = draft.steps.at(-1)!;
    draft = {
      ...draft,
      steps: draft.steps.map((step) =>
        step.id === action.id
          ? {
              ...step,
              action: {
                type: 'automaticAction' as const,
                automaticAction: {
                  id: 'a1',
                  type: 'create_record' as const,
                  dataProviderId: '',
                  fieldValues: [{ providerFieldId: '', value: { type: 'manual' as const } }],
                },
              },
            }
          : step,
      ),
    };
    expect(keys(validateProcessDraft(draft, fields))).toEqual([
      `step:${form.id}:forms:0:formId`,
      `step:${form.id}:forms:0:roleIds`,
      `step:${action.id}:action/dataProviderId`,
      `step:${action.id}:action/fieldValues/0/providerFieldId`,
    ]);
  });
});
