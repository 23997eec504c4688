import { createStaticHost, type DataProvider, resolveProviderAccess } from '@tessera/engine';
import type { TenantContext } from '../access/requestContext';

// Column access does not read the clock or the user: a bare host is enough to resolve it.
const accessHost = createStaticHost();

/**
 * What a member sees of a provider's definition: only the columns their roles may see, and not
 * the access rules themselves (who else sees what is the designers' business).
 * @internal
 */
export function visibleProvider(provider: DataProvider, tenant: TenantContext): DataProvider {
  const access = resolveProviderAccess(provider, tenant, accessHost);
  const { access: _rules, ...rest } = provider;
  return {
    ...rest,
    config: {
      ...provider.config,
      fields: provider.config.fields.filter(
        (field) => field.status !== 'deleted' && access.canSeeField(field),
      ),
    },
  } as DataProvider;
}
