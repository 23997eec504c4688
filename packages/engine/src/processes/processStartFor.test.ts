import { describe, expect, it } from 'vitest';
import type { OptionsProcessDefinition } from './process.types';
import { cell, diagramProcess, optionsProcess } from './processFixtures';
import { processRoleIds, processStartFor } from './processStartFor';

describe('processStartFor (spec 000 §2 add-action menu)', () => {
  it('offers the start trigger’s form of the step the user starts at', () => {
    expect(processStartFor(diagramProcess, ['sales'])).toEqual({
      startable: true,
      formId: 'order',
    });
    expect(processStartFor(diagramProcess, ['admin'])).toEqual({
      startable: true,
      formId: 'admin-order',
    });
  });

  it('the trigger wins over the process’s form inputs the user may also fill in', () => {
    // sales also gets the 'note' form input at every step; the start action is still the form.
    expect(processStartFor(diagramProcess, ['sales']).formId).toBe('order');
  });

  it('a user no start step admits may not start it', () => {
    expect(processStartFor(diagramProcess, ['manager'])).toEqual({
      startable: false,
      formId: undefined,
    });
    expect(processStartFor(diagramProcess, [])).toEqual({ startable: false, formId: undefined });
  });

  it('an options-type starting step with several forms is startable but not listed', () => {
    expect(processStartFor(optionsProcess, ['employee'])).toEqual({
      startable: true,
      formId: undefined,
    });
  });

  it('an options-type starting step with exactly one form for the user lists that form', () => {
    const single: OptionsProcessDefinition = { ...optionsProcess, formInputs: [] };
    const [draft, ...rest] = single.steps;
    const process = {
      ...single,
      steps: [{ ...draft, inputForms: [] }, ...rest],
    } as OptionsProcessDefinition;
    expect(processStartFor(process, ['employee'])).toEqual({ startable: true, formId: 'request' });
    expect(processStartFor(process, ['manager'])).toEqual({ startable: false, formId: undefined });
  });

  it('a start step without a trigger starts nobody', () => {
    const bare = {
      ...diagramProcess,
      defaultStartingStepId: 'bare',
      steps: [cell('bare', { type: 'start' })],
    };
    expect(processStartFor(bare, ['sales'])).toEqual({ startable: false, formId: undefined });
  });
});

describe('processRoleIds', () => {
  it('collects every role the process names, once', () => {
    expect(processRoleIds(diagramProcess).sort()).toEqual(['admin', 'manager', 'sales']);
    expect(processRoleIds(optionsProcess).sort()).toEqual(['employee', 'manager']);
  });
});
