import { clientFeatureFlags } from './clientFeatureFlags';
import { clientSettingsSchema } from './clientSettings';

/**
 * A client key: the spec's name-token characters (letters, digits, `_`, `-`), ASCII letters
 * only, because the key travels in the `X-Client-Key` header (browsers refuse header values
 * outside ISO-8859-1) and in paths.
 * @internal
 */
export const clientKeyPattern = '^[A-Za-z0-9_-]+$';

/**
 * A host name without port: dot-separated labels of letters, digits and inner hyphens, at most
 * 63 characters each and 253 in all. Single labels (`localhost`) are allowed for development.
 * @internal
 */
export const hostNamePattern =
  '^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

/**
 * The body of `PUT clients` (create, `forCreate`) and `PUT clients/{id}` (edit). Create needs
 * key and name and fills in defaults; an edit changes only what it names, and merges
 * `enabledFeatures` and `settings` key by key.
 * @internal
 */
export function clientBodySchema(forCreate: boolean): object {
  const features = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(clientFeatureFlags.map((flag) => [flag, { type: 'boolean' }])),
    ...(forCreate ? { default: {} } : {}),
  };
  return {
    type: 'object',
    additionalProperties: false,
    ...(forCreate ? { required: ['key', 'name'] } : { minProperties: 1 }),
    properties: {
      key: { type: 'string', minLength: 1, maxLength: 100, pattern: clientKeyPattern },
      name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
      domains: {
        type: 'array',
        maxItems: 20,
        items: { type: 'string', pattern: hostNamePattern },
        ...(forCreate ? { default: [] } : {}),
      },
      enabledFeatures: features,
      settings: clientSettingsSchema(forCreate),
      // A new client is active; deactivating or deleting one is an edit.
      ...(forCreate ? {} : { status: { type: 'string', enum: ['active', 'inactive', 'deleted'] } }),
    },
  };
}
