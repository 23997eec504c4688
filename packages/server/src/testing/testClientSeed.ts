import type { ClientSeed } from '@tessera/demo-app';

/**
 * A client for tests: key and name `key`, no domains or features unless given.
 * @internal
 */
export function testClientSeed(key: string, overrides: Partial<ClientSeed> = {}): ClientSeed {
  return {
    key,
    name: key,
    domains: [],
    enabledFeatures: {},
    settings: {
      defaultCountry: 'PL',
      defaultLocale: 'pl',
      maxImportRecordCount: 100,
      notifyAboutNewRegistrations: false,
    },
    ...overrides,
  };
}
