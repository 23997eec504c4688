import type { FormAccess, ProcessDefinition, ProcessStep } from '@tessera/engine';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import {
  definePermissionEntitySource,
  type PermissionEntity,
} from '../roles/definePermissionEntitySource';
import { processKind } from './processKind';

/** The forms a step offers by role: its start trigger, its enterForm cell, its input forms. */
function stepForms(step: ProcessStep): FormAccess[] {
  const forms: FormAccess[] = [];
  if (step.action.type === 'start' && step.action.trigger !== undefined) {
    forms.push(step.action.trigger);
  }
  if (step.action.type === 'enterForm') forms.push(step.action);
  if ('inputForms' in step) forms.push(...(step.inputForms ?? []));
  return forms;
}

/**
 * What a process grants to a role (spec 001 §3.19): entering a form at a step — in a diagram
 * process, a start or enterForm cell naming the role (`diagramProcessStepForm`); in an options
 * process, a step's start trigger or input forms (`processStepFormInput`) — and the forms the
 * process offers at every step (`processStepFormInput`). One entry per step, named
 * "process › step"; `entityId` is the process's id, where a designer changes it.
 * @internal
 */
export function processGrantsTo(process: ProcessDefinition, roleId: string): PermissionEntity[] {
  const stepKind = process.type === 'diagram' ? 'diagramProcessStepForm' : 'processStepFormInput';
  const names = (forms: readonly FormAccess[]) =>
    forms.some((form) => form.roleIds.includes(roleId));
  const entries: PermissionEntity[] = [];
  const steps: readonly ProcessStep[] = process.steps;
  for (const step of steps) {
    if (names(stepForms(step))) {
      entries.push({
        kind: stepKind,
        entityId: process.id,
        name: `${process.name} › ${step.name}`,
      });
    }
  }
  if (names(process.formInputs ?? [])) {
    entries.push({ kind: 'processStepFormInput', entityId: process.id, name: process.name });
  }
  return entries;
}

/**
 * The active processes of the request's version that let the role enter a form, step by step.
 * @internal
 */
export const processPermissionEntities = definePermissionEntitySource({
  name: '@tessera/server/processes',
  async list({ trx, scope, versionId }, role) {
    const rows = await createDefinitionRepository(trx, scope, versionId, processKind).active();
    return rows.flatMap((row) => processGrantsTo(definitionOf<ProcessDefinition>(row), role.id));
  },
});
