import type { PageScript } from '../clientScripts/clientScript.types';
import type { ApplicationVersionItem } from '../versions/applicationVersionItem';

/**
 * Upload limits in bytes. Sizes count in units of 1,000 like the UI shows them (spec 000 §9).
 * @public
 */
export interface UploadLimits {
  /** Largest file a user may upload. @default 50000000 (50 MB) */
  readonly maxFileSize: number;
  /** Largest document template file. @default 10000000 (10 MB) */
  readonly documentTemplateMaxFileSize: number;
}

/**
 * The Config entity of `GET config` (spec 000 §3).
 * @public
 */
export interface ClientConfig {
  readonly upload: UploadLimits;
  readonly externalIntegrationsEnabled: boolean;
  /** The client's scripts the runtime injects into the page; never sent to super admins. */
  readonly clientScripts: readonly PageScript[];
  readonly userApis: { readonly logsRetentionSecs: number };
  readonly recurringActions: { readonly logsRetentionSecs: number };
  /** null when the request has no client. */
  readonly liveApplicationVersion: ApplicationVersionItem | null;
  /** Admins only: the version they selected, or the live one. */
  readonly userSelectedApplicationVersion?: ApplicationVersionItem;
}
