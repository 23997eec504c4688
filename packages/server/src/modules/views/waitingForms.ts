import {
  findStep,
  formsOfferedForStep,
  type OfferedForm,
  type ProcessDefinition,
} from '@tessera/engine';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import { processKind } from '../processes/processKind';
import { effectiveRoleIds } from '../processes/processSave';
import type { ViewContext } from './viewRows.types';

/**
 * The active process settings of the view's version among `ids`, by id, leaving out those whose
 * type the client has switched off (their processes cannot be worked on).
 * @internal
 */
export async function loadProcessSettingsById(
  context: Pick<ViewContext, 'trx' | 'tenant' | 'versionId'>,
  ids: readonly string[],
): Promise<Map<string, ProcessDefinition>> {
  const repository = createDefinitionRepository(
    context.trx,
    context.tenant.scope,
    context.versionId,
    processKind,
  );
  const found = new Map<string, ProcessDefinition>();
  for (const id of new Set(ids)) {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repository.get(id) : undefined;
    if (row?.status !== 'active') continue;
    const process = definitionOf<ProcessDefinition>(row);
    const flag = process.type === 'diagram' ? 'processSettingsDiagram' : 'processSettingsOptions';
    if (hasClientFeature(context.tenant.client, flag)) found.set(id, process);
  }
  return found;
}

/**
 * The forms a process at `stepId` offers the reader (spec 001 §4 "forms offered for a step"),
 * an admin holding every role the process names. None for a step the process does not have.
 * @internal
 */
export function formsWaitingFor(
  process: ProcessDefinition,
  stepId: string | null,
  tenant: ViewContext['tenant'],
): OfferedForm[] {
  const step = findStep(process, stepId);
  return step === undefined
    ? []
    : formsOfferedForStep(process, step, effectiveRoleIds(process, tenant));
}
