/**
 * The shape of a seed configuration: plain data the server writes into an empty database.
 * It stays free of engine types on purpose, so the seed can be read by any tool (server,
 * e2e fixtures, scripts) without pulling the engine in. The server validates every definition
 * with the engine when it seeds them.
 */

/**
 * Per-client settings shown on the client settings screen (spec 000 §3, Client).
 * @public
 */
export interface ClientSettingsSeed {
  /** ISO 3166-1 alpha-2 country used when a form does not say otherwise. */
  readonly defaultCountry: string;
  /** Interface locale of the client, e.g. `pl`. */
  readonly defaultLocale: string;
  /** Largest number of records one import may carry. */
  readonly maxImportRecordCount: number;
  /** Whether admins are notified when someone registers. */
  readonly notifyAboutNewRegistrations: boolean;
}

/**
 * A client (environment) as seeded: key, name, internet domains and feature flags.
 * @public
 */
export interface ClientSeed {
  /** Unique key used in paths (`/{clientKey}/...`) and the `X-Client-Key` header. */
  readonly key: string;
  readonly name: string;
  /** Internet domains under which the client's routes live at the root. */
  readonly domains: readonly string[];
  /** Feature flags by name (e.g. `applicationVersions`); absent means off. */
  readonly enabledFeatures: Readonly<Record<string, boolean>>;
  readonly settings: ClientSettingsSeed;
}

/**
 * A role of the seeded client, under a fixed id the definitions refer to.
 * @public
 */
export interface RoleSeed {
  readonly id: string;
  readonly name: string;
}

/**
 * A person of the seeded client. Seeded people share the administrator's password from the
 * server's configuration: a seed never carries a password of its own.
 * @public
 */
export interface UserSeed {
  readonly email: string;
  readonly name: string;
  readonly surname: string;
  readonly type: 'user' | 'client_admin';
  readonly roleIds: readonly string[];
}

/**
 * A designer definition of the live version, as the settings API stores it: its kind, fixed id,
 * name, and the rest of the definition as `body`.
 * @public
 */
export interface DefinitionSeed {
  readonly kind: 'dataProvider' | 'form' | 'process' | 'view';
  readonly id: string;
  readonly name: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/**
 * A record of a seeded provider: its fixed id and its written values by dbFieldName (the server
 * computes the read values).
 * @public
 */
export interface RecordSeed {
  readonly providerId: string;
  readonly id: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * One entry of the side menu (spec 000 §3, Menu entry): a route path or a linked view (which
 * supplies the route), or neither for a heading of its children.
 * @public
 */
export interface MenuEntrySeed {
  readonly text: string;
  readonly icon?: string;
  readonly routePath?: string;
  readonly viewId?: string;
  readonly children?: readonly MenuEntrySeed[];
  readonly expandedByDefault?: boolean;
  readonly groups?: readonly string[];
}

/**
 * The live version's application layout (spec 000 §3): the side menu and, per role id, the views
 * its members start on, in order.
 * @public
 */
export interface ApplicationLayoutSeed {
  readonly menuEntries: readonly MenuEntrySeed[];
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
}

/**
 * Everything one seed configuration holds.
 * @public
 */
export interface AppSeed {
  readonly client: ClientSeed;
  readonly roles?: readonly RoleSeed[];
  readonly users?: readonly UserSeed[];
  /** In dependency order: providers before the forms bound to them, forms before processes. */
  readonly definitions?: readonly DefinitionSeed[];
  readonly records?: readonly RecordSeed[];
  /** The menu and starting views; views it links must be among `definitions`. */
  readonly applicationLayout?: ApplicationLayoutSeed;
}
