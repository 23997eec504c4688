/**
 * Newest `schemaVersion` of each persisted definition kind (CONVENTIONS §10). A stored definition
 * without `schemaVersion` is version 1; one newer than this engine knows is rejected rather than
 * half-understood. Migrations, when a version 2 appears, are keyed by these numbers.
 * @public
 */
export const SCHEMA_VERSIONS = Object.freeze({
  dataProvider: 1,
  form: 1,
  process: 1,
  chart: 1,
  query: 1,
  view: 1,
});
