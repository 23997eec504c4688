import { type DataProvider, isVirtualProvider, validateDefinition } from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { type CollectionQuery, collectionQuerySchema } from '../../http/collectionQuery';
import type { RequestProblem } from '../../http/requestValidation';
import { tenantOf } from '../access/requestContext';
import {
  createDefinitionRepository,
  definitionCollection,
} from '../definitions/definitionRepository';
import {
  type DefinitionCheckContext,
  definitionOf,
  definitionSettingsRoutes,
} from '../definitions/definitionSettingsRoutes';
import type { FieldIndexer } from '../queries/fieldIndexer';
import { requestVersion } from '../versions/requestVersion';
import { accessFieldIndexes } from './accessFieldIndexes';
import { dataProviderKind } from './dataProviderKind';
import { describeProvider } from './schemaDescription';
import { virtualProviderProblems } from './virtualProviderProblems';
import { visibleProvider } from './visibleProvider';

/** Another provider this one names: a relation's schema provider, or its binding. */
function referencedProviders(provider: DataProvider): { path: string; id: string }[] {
  const references = provider.config.fields.flatMap((field, index) =>
    field.transform?.type === 'relation_value'
      ? [
          {
            path: `/config/fields/${index}/transform/schemaProviderId`,
            id: field.transform.schemaProviderId,
          },
        ]
      : [],
  );
  if (provider.binding !== undefined) {
    references.push({ path: '/binding/dataProviderId', id: provider.binding.dataProviderId });
  }
  return references;
}

async function checkReferences(
  provider: DataProvider,
  { trx, tenant, versionId }: DefinitionCheckContext,
): Promise<RequestProblem[]> {
  const providers = createDefinitionRepository(trx, tenant.scope, versionId, dataProviderKind);
  const problems: RequestProblem[] = [];
  for (const reference of referencedProviders(provider)) {
    if (reference.id === provider.id) continue;
    if ((await providers.present(reference.id)) === undefined) {
      problems.push({ path: reference.path, message: 'is not a data provider of this version' });
    }
  }
  return problems;
}

/**
 * Data providers (spec 001 §3.3, §7 `GET/PUT/DELETE settings/dataProviders`) through the
 * definition settings routes, and `GET schema-descriptions`: the columns of the active providers
 * a member may see (filter by `id`), which the runtime's provider-description loader batches.
 * Members see only the columns their roles may see, never the access rules. Saving an active
 * stored provider queues its records' partition (`providerPartitions.ts`), and the field indexes
 * and record keys (`recordKeys.ts`) of the fields its roles' record access compares
 * (`accessFieldIndexes`), made in the background.
 * @internal
 */
export function dataProviderRoutes(api: FastifyInstance, fieldIndexer: FieldIndexer): void {
  definitionSettingsRoutes<DataProvider>(api, {
    path: '/settings/dataProviders',
    kind: dataProviderKind,
    noun: 'data provider',
    validate: (definition) => validateDefinition('dataProvider', definition),
    forMember: visibleProvider,
    check: async (provider, context) => [
      ...(await checkReferences(provider, context)),
      ...(await virtualProviderProblems(provider, context)),
    ],
    saved: (provider) => {
      if (provider.status !== 'active' || isVirtualProvider(provider)) return;
      fieldIndexer.ensurePartitions([provider.id]);
      const compared = accessFieldIndexes(provider);
      fieldIndexer.ensure(compared);
      fieldIndexer.ensureKeys(compared);
    },
  });

  api.get<{ Querystring: CollectionQuery }>(
    '/schema-descriptions',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(definitionCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run(async (trx) => {
        const version = await requestVersion(request, trx);
        const providers = createDefinitionRepository(
          trx,
          tenant.scope,
          version.id,
          dataProviderKind,
        );
        return providers.list(definitionCollection, request.query, (base) =>
          base.where('status', '=', 'active'),
        );
      });
      const data = rows.map((row) => describeProvider(definitionOf<DataProvider>(row), tenant));
      return { data, meta, relations: {} };
    },
  );
}
