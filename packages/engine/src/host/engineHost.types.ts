import type { DelegatedMethodDefinition } from '../methods/method.types';
import type { FileContentHost } from '../transformations/fileContentHost.types';
import type { ValidationHost } from '../validation/validationHost.types';
import type { EvaluationContext } from './evaluationContext.types';

/**
 * Personal details of a user (spec 001 §3.5); every part is optional because accounts are
 * created with different subsets of them.
 * @public
 */
export interface PersonalDetails {
  readonly name?: string | null;
  readonly surname?: string | null;
  readonly phone?: string | null;
  readonly cellphone?: string | null;
  readonly landline?: string | null;
  readonly street?: string | null;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly department?: string | null;
  readonly jobPosition?: string | null;
  readonly tag1?: string | null;
  readonly tag2?: string | null;
  readonly tag3?: string | null;
}

/** The logged-in user as the session exposes it (spec 001 §6). @public */
export interface CurrentUser {
  readonly id: string;
  readonly email: string;
  readonly roleIds: readonly string[];
  readonly personalDetails: PersonalDetails;
}

/**
 * Everything the engine needs from the outside world, injected so the same engine runs in the
 * browser (over the HTTP adapter), on the server (over the database) and in tests (plain objects).
 * It includes the narrower hosts of the validation rules (`isUnique`, `checkExternal`) and of
 * file_content_retrieve (`getFileContent`).
 * @public
 */
export interface EngineHost extends ValidationHost, FileContentHost {
  /** The current instant; the engine never reads the machine clock itself. */
  now(): Date;
  /** IANA time zone of the user (the browser's `X-Timezone`), e.g. `Europe/Warsaw`. */
  readonly timeZone: string;
  /**
   * BCP 47 locale values are presented in (numbers in history entries and view cells), e.g. the
   * client's default locale. @default 'pl'
   */
  readonly locale?: string;
  /** The logged-in user, or null for a guest (public forms, action links). */
  readonly currentUser: CurrentUser | null;
  /**
   * Absolute base of the client's application (origin plus the `/{clientKey}` prefix when the app
   * is not on the client's own domain). `generated_url_value` prefixes it; without it the URLs are
   * relative to the client root.
   */
  readonly appBaseUrl?: string;
  /**
   * Computes a method the engine cannot compute by itself (documents, files, QR codes, code
   * sequences, aggregations, external records, pipeline queries). `inputs` holds the values of the
   * definition's nested methods, already resolved by the engine, keyed by property name.
   */
  resolveDelegatedMethod(
    method: DelegatedMethodDefinition,
    context: EvaluationContext,
    inputs: Readonly<Record<string, unknown>>,
  ): Promise<unknown>;
}
