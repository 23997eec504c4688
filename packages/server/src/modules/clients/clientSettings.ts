/**
 * A client's settings (spec 000 §3, Client): the four the spec names, plus the two the sign-up
 * and password rules read (`registrationRequiresApproval`, `minPasswordLength`; the auth module
 * reads them from `clients.settings` under these names).
 * @public
 */
export interface ClientSettings {
  /** ISO 3166-1 alpha-2 country used when a form does not say otherwise. */
  readonly defaultCountry: string;
  /** Interface locale, e.g. `pl` or `pl-PL`. */
  readonly defaultLocale: string;
  /** Largest number of records one import may carry. */
  readonly maxImportRecordCount: number;
  /** Whether admins are notified when someone registers. */
  readonly notifyAboutNewRegistrations: boolean;
  /** New accounts wait for an admin's approval. @default true */
  readonly registrationRequiresApproval: boolean;
  /** The client's minimum password length; never below the spec's 6. @default 8 */
  readonly minPasswordLength: number;
}

/**
 * What a new client gets for each setting it does not name.
 * @public
 */
export const defaultClientSettings: ClientSettings = Object.freeze({
  defaultCountry: 'PL',
  defaultLocale: 'pl',
  maxImportRecordCount: 1000,
  notifyAboutNewRegistrations: false,
  registrationRequiresApproval: true,
  minPasswordLength: 8,
});

/** A client's locale for presented values: its `defaultLocale` setting, else the default. @internal */
export function clientLocaleOf(settings: Readonly<Record<string, unknown>>): string {
  const locale = settings.defaultLocale;
  return typeof locale === 'string' && locale !== '' ? locale : defaultClientSettings.defaultLocale;
}

/** The spec's floor for any password (spec 000 §9). @internal */
export const minimumPasswordLength = 6;

/**
 * JSON Schema of the settings object. With `withDefaults`, a missing setting is filled in (Ajv
 * `useDefaults`), as on create; without, as on edit, a missing setting stays unchanged.
 * @internal
 */
export function clientSettingsSchema(withDefaults: boolean): object {
  const value = <T extends object>(schema: T, key: keyof ClientSettings) =>
    withDefaults ? { ...schema, default: defaultClientSettings[key] } : schema;
  return {
    type: 'object',
    additionalProperties: false,
    ...(withDefaults ? { default: {} } : {}),
    properties: {
      defaultCountry: value({ type: 'string', pattern: '^[A-Z]{2}$' }, 'defaultCountry'),
      defaultLocale: value(
        { type: 'string', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' },
        'defaultLocale',
      ),
      maxImportRecordCount: value(
        { type: 'integer', minimum: 1, maximum: 1_000_000 },
        'maxImportRecordCount',
      ),
      notifyAboutNewRegistrations: value({ type: 'boolean' }, 'notifyAboutNewRegistrations'),
      registrationRequiresApproval: value({ type: 'boolean' }, 'registrationRequiresApproval'),
      minPasswordLength: value(
        { type: 'integer', minimum: minimumPasswordLength, maximum: 128 },
        'minPasswordLength',
      ),
    },
  };
}
