import { type ProcessDefinition, validateDefinition } from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import type { RequestProblem } from '../../http/requestValidation';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import {
  type DefinitionCheckContext,
  definitionSettingsRoutes,
} from '../definitions/definitionSettingsRoutes';
import { formKind } from '../forms/formKind';
import { processKind } from './processKind';

/** Every form a process names, with where it names it (a JSON pointer). */
function referencedForms(process: ProcessDefinition): { path: string; formId: string }[] {
  const forms: { path: string; formId: string }[] = [];
  (process.formInputs ?? []).forEach((access, index) => {
    forms.push({ path: `/formInputs/${index}/formId`, formId: access.formId });
  });
  process.steps.forEach((step, index) => {
    const action = step.action;
    if (action.type === 'start' && action.trigger !== undefined) {
      forms.push({ path: `/steps/${index}/action/trigger/formId`, formId: action.trigger.formId });
    }
    if (action.type === 'enterForm') {
      forms.push({ path: `/steps/${index}/action/formId`, formId: action.formId });
    }
    if ('inputForms' in step) {
      (step.inputForms ?? []).forEach((access, formIndex) => {
        forms.push({
          path: `/steps/${index}/inputForms/${formIndex}/formId`,
          formId: access.formId,
        });
      });
    }
  });
  return forms;
}

async function checkReferences(
  process: ProcessDefinition,
  { trx, tenant, versionId }: DefinitionCheckContext,
): Promise<RequestProblem[]> {
  const problems: RequestProblem[] = [];
  if (process.dataProviderId !== undefined) {
    const provider = await findDataProvider(trx, tenant.scope, versionId, process.dataProviderId);
    if (provider?.type !== 'process') {
      problems.push({
        path: '/dataProviderId',
        message: 'is not an active process-type data provider of this version',
      });
    }
  }
  const forms = createDefinitionRepository(trx, tenant.scope, versionId, formKind);
  for (const reference of referencedForms(process)) {
    if ((await forms.present(reference.formId)) === undefined) {
      problems.push({ path: reference.path, message: 'is not a form of this version' });
    }
  }
  return problems;
}

/**
 * Process settings (spec 001 §3.16): read one in full, create, replace and delete, for admins,
 * through the definition settings routes (the list is `GET settings/processes`, the summaries of
 * processSummaryRoutes). The engine validates the steps, routes and the diagram rules; the
 * process provider must be an active process-type provider and every form it names a form of
 * the version.
 * @internal
 */
export function processSettingsRoutes(api: FastifyInstance): void {
  definitionSettingsRoutes<ProcessDefinition>(api, {
    path: '/settings/processes',
    kind: processKind,
    noun: 'process',
    list: false,
    validate: (definition) => validateDefinition('process', definition),
    check: checkReferences,
  });
}
