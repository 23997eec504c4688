import {
  type DataProvider,
  type EngineHost,
  type ProviderAccess,
  resolveProviderAccess,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { isUuid } from '../../http/routeSchemas';
import { findDataProvider } from '../dataProviders/findDataProvider';
import type { MethodDataScope } from './methodDataScope';

/** A provider a method reads, with what the person may see of it. @internal */
export interface ReadableProvider {
  readonly provider: DataProvider;
  readonly access: ProviderAccess;
}

/** 422 for a method naming a provider that holds no records to read (in this version). */
const providerNotAvailable = (providerId: string) =>
  new HttpError(
    422,
    `The method reads provider ${providerId}, which is not an active provider of records in this version`,
    'providerNotAvailable',
  );

/**
 * The active provider of records (manual or process) a method names, and the person's column and
 * record access to it.
 * @throws 422 `providerNotAvailable` for an unknown, inactive or non-record provider
 * @internal
 */
export async function readableProvider(
  scope: MethodDataScope,
  providerId: string,
  host: EngineHost,
): Promise<ReadableProvider> {
  // Ids come from stored definitions: anything but a UUID names no row (and must not reach SQL).
  const provider = isUuid(providerId)
    ? await findDataProvider(scope.trx, scope.tenant.scope, scope.versionId, providerId)
    : undefined;
  if (provider === undefined || (provider.type !== 'manual' && provider.type !== 'process')) {
    throw providerNotAvailable(providerId);
  }
  return { provider, access: resolveProviderAccess(provider, scope.tenant, host) };
}
