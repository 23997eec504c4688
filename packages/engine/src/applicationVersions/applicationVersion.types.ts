/** Application version statuses (spec 001 §3.2). @public */
export const APPLICATION_VERSION_STATUSES = Object.freeze([
  'live',
  'draft',
  'previous',
  'archived',
] as const);

/** Status of an application version: live, draft, previous or archived. @public */
export type ApplicationVersionStatus = (typeof APPLICATION_VERSION_STATUSES)[number];

/**
 * A version of the whole application configuration (spec 001 §3.2). Every designer definition
 * lives in one version; the runtime reads the live one.
 * @public
 */
export interface ApplicationVersion {
  readonly id: string;
  readonly name: string;
  readonly versionStatus: ApplicationVersionStatus;
  /** The running number shown as `v{version}`. */
  readonly version: number;
  /** When it was last published (ISO 8601 date-time); null until then. */
  readonly publishedAt?: string | null;
  /** The version whose configuration this one was copied from. */
  readonly copyFromVersionId?: string | null;
}

/** Which version to use: the special value `live`, or a version id. @public */
export type ApplicationVersionSelection = 'live' | (string & {});

/** The outcome of a version transition: the new list, or why the transition is not allowed. @public */
export type ApplicationVersionsResult =
  | { readonly ok: true; readonly versions: readonly ApplicationVersion[] }
  | { readonly ok: false; readonly error: { readonly path: string; readonly message: string } };
