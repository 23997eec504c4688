// The spec's named enumerations (001 §3.3, §3.17) that several definition kinds share.

/** System sources (spec 001 §3.3): entities the platform owns but providers can present. @public */
export const SYSTEM_SOURCES = Object.freeze([
  'users',
  'roles',
  'generated_documents',
  'uploaded_files',
  'process_settings_steps',
] as const);

/** One of {@link SYSTEM_SOURCES}. @public */
export type SystemSource = (typeof SYSTEM_SOURCES)[number];

/** Date formats (spec 001 §3.17) a date_time field schema declares. @public */
export const DATE_FORMATS = Object.freeze([
  'DATE',
  'ISO',
  'ISO_UTC',
  'FULL',
  'FULL_NO_SECS',
] as const);

/** One of {@link DATE_FORMATS}. @public */
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Context types (spec 001 §3.17): what a provider, document or upload belongs to. @public */
export const CONTEXT_TYPES = Object.freeze([
  'view',
  'view_block',
  'view_block_user_usage',
  'process',
  'data_record',
  'process_settings',
  'form',
  'action_link',
  'user_api_endpoint',
  'user',
] as const);

/** One of {@link CONTEXT_TYPES}. @public */
export type ContextType = (typeof CONTEXT_TYPES)[number];
