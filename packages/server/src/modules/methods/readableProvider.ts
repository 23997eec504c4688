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

/** 422 for a method naming a provider that is not there (in this version). */
const providerNotAvailable = (providerId: string) =>
  new HttpError(
    422,
    `The method reads provider ${providerId}, which is not an active data provider of this version`,
    'providerNotAvailable',
  );

/**
 * The active provider a method names — stored or virtual (read it with `readSources`) — and the
 * person's column and record access to it.
 * @throws 422 `providerNotAvailable` for an unknown or inactive provider
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
  if (provider === undefined) {
    throw providerNotAvailable(providerId);
  }
  return { provider, access: resolveProviderAccess(provider, scope.tenant, host) };
}
