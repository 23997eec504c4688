import type { UploadLimits } from './clientConfig.types';

/**
 * Upload limits when the server configuration sets none: 50 MB for a file, 10 MB for a
 * document template.
 * @public
 */
export const defaultUploadLimits: UploadLimits = Object.freeze({
  maxFileSize: 50_000_000,
  documentTemplateMaxFileSize: 10_000_000,
});

/**
 * How long the logs of the environment API and of recurring actions are kept: 30 days. Fixed
 * until a later issue makes them configurable.
 * @public
 */
export const logsRetentionSecs = 30 * 24 * 60 * 60;
