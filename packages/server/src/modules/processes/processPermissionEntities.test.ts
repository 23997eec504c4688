import type { DiagramProcessDefinition } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { processGrantsTo } from './processPermissionEntities';

const diagram: DiagramProcessDefinition = {
  id: 'p-1',
  name: 'Reklamacja',
  status: 'active',
  type: 'diagram',
  defaultStartingStepId: 'start',
  formInputs: [{ formId: 'note', roleIds: ['office'] }],
  steps: [
    {
      id: 'start',
      name: 'Zgłoszenie',
      action: { type: 'start', trigger: { type: 'form', formId: 'claim', roleIds: ['sales'] } },
    },
    {
      id: 'review',
      name: 'Ocena',
      action: { type: 'enterForm', formId: 'r', roleIds: ['office'] },
    },
    { id: 'done', name: 'Koniec', action: { type: 'finish' } },
  ],
  routes: [
    { id: 'r1', order: 1, from: 'start', to: 'review' },
    { id: 'r2', order: 1, from: 'review', to: 'done' },
  ],
};

describe('processGrantsTo (spec 001 §3.19: process permission entities)', () => {
  it('lists diagram cells whose form the role may enter, and the forms offered at every step', () => {
    expect(processGrantsTo(diagram, 'sales')).toEqual([
      { kind: 'diagramProcessStepForm', entityId: 'p-1', name: 'Reklamacja › Zgłoszenie' },
    ]);
    expect(processGrantsTo(diagram, 'office')).toEqual([
      { kind: 'diagramProcessStepForm', entityId: 'p-1', name: 'Reklamacja › Ocena' },
      { kind: 'processStepFormInput', entityId: 'p-1', name: 'Reklamacja' },
    ]);
    expect(processGrantsTo(diagram, 'nobody')).toEqual([]);
  });
});
