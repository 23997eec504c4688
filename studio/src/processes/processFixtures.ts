import type { DiagramDraft, OptionsDraft } from './processDraft';

/** A two-step options process over a provider: lead (start) → offer → finished. */
export const optionsFixture: OptionsDraft = {
  name: 'Sprzedaż',
  status: 'active',
  type: 'options',
  dataProviderId: 'p-sales',
  defaultStartingStepId: 'lead',
  steps: [
    {
      id: 'lead',
      name: 'Lead',
      action: { type: 'start', trigger: { type: 'form', formId: 'f-lead', roleIds: ['r-sales'] } },
      finishConditions: [{ action: { type: 'go_to_step', stepId: 'offer' } }],
    },
    {
      id: 'offer',
      name: 'Oferta',
      action: { type: 'enterForm', formId: 'f-offer', roleIds: ['r-office'] },
      inputForms: [{ formId: 'f-notes', roleIds: ['r-sales'] }],
      finishConditions: [
        {
          condition: { type: 'non_empty', valueAccess: { fieldId: 'price' } },
          action: { type: 'finish_process' },
        },
      ],
    },
  ],
};

/** A diagram: start → approve → finish. */
export const diagramFixture: DiagramDraft = {
  name: 'Akceptacja',
  status: 'active',
  type: 'diagram',
  dataProviderId: 'p-sales',
  defaultStartingStepId: 'start',
  steps: [
    { id: 'start', name: 'Start', action: { type: 'start' }, position: { x: 0, y: 0 } },
    {
      id: 'approve',
      name: 'Akceptacja',
      action: { type: 'enterForm', formId: 'f-offer', roleIds: ['r-office'] },
      position: { x: 300, y: 0 },
    },
    { id: 'end', name: 'Koniec', action: { type: 'finish' }, position: { x: 600, y: 0 } },
  ],
  routes: [
    { id: 'r1', order: 1, from: 'start', to: 'approve' },
    { id: 'r2', order: 1, from: 'approve', to: 'end' },
  ],
};
