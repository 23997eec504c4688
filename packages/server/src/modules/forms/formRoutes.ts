import { type FormDefinition, validateDefinition } from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import type { RequestProblem } from '../../http/requestValidation';
import { findDataProvider } from '../dataProviders/findDataProvider';
import {
  type DefinitionCheckContext,
  definitionSettingsRoutes,
} from '../definitions/definitionSettingsRoutes';
import { formKind } from './formKind';

async function checkBinding(
  form: FormDefinition,
  { trx, tenant, versionId }: DefinitionCheckContext,
): Promise<RequestProblem[]> {
  if (form.binding === undefined) return [];
  const provider = await findDataProvider(
    trx,
    tenant.scope,
    versionId,
    form.binding.dataProviderId,
  );
  if (provider === undefined) {
    return [
      {
        path: '/binding/dataProviderId',
        message: 'is not an active data provider of this version',
      },
    ];
  }
  const providerFields = new Set(provider.config.fields.map((field) => field.id));
  return Object.entries(form.binding.fields).flatMap(([formFieldId, providerFieldId]) =>
    providerFields.has(providerFieldId)
      ? []
      : [
          {
            path: `/binding/fields/${formFieldId}`,
            message: `is not a field of the provider: ${JSON.stringify(providerFieldId)}`,
          },
        ],
  );
}

/**
 * Forms (spec 000 §2 settings forms, 002 §3) through the definition settings routes: admins edit
 * them; members read active ones (the runtime renders them). A form's binding must name an active
 * provider of the version and its fields.
 * @internal
 */
export function formRoutes(api: FastifyInstance): void {
  definitionSettingsRoutes<FormDefinition>(api, {
    path: '/settings/forms',
    kind: formKind,
    noun: 'form',
    validate: (definition) => validateDefinition('form', definition),
    forMember: (form) => form,
    check: checkBinding,
  });
}
