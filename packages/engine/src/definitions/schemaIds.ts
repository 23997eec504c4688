/** Where every engine JSON Schema lives: `$id`s are stable URLs, never fetched. @public */
export const SCHEMA_BASE_URL = 'https://tessera.dev/schemas/';

/**
 * `$id` of every definition schema the engine knows. Schemas reference each other by these ids,
 * so one kind (a condition) is written once and reused by every kind that embeds it.
 * @public
 */
export const SCHEMA_IDS = Object.freeze({
  status: `${SCHEMA_BASE_URL}status.json`,
  fieldSchema: `${SCHEMA_BASE_URL}field-schema.json`,
  providerField: `${SCHEMA_BASE_URL}provider-field.json`,
  dataProvider: `${SCHEMA_BASE_URL}data-provider.json`,
  dataInput: `${SCHEMA_BASE_URL}data-input.json`,
  automaticAction: `${SCHEMA_BASE_URL}automatic-action.json`,
  process: `${SCHEMA_BASE_URL}process.json`,
  form: `${SCHEMA_BASE_URL}form.json`,
  formField: `${SCHEMA_BASE_URL}form-field.json`,
  applicationVersion: `${SCHEMA_BASE_URL}application-version.json`,
  chart: `${SCHEMA_BASE_URL}chart.json`,
  queryFilter: `${SCHEMA_BASE_URL}query-filter.json`,
  // Owned by the queries area.
  query: `${SCHEMA_BASE_URL}query.json`,
  pipeline: `${SCHEMA_BASE_URL}pipeline.json`,
  // Owned by the views area.
  view: `${SCHEMA_BASE_URL}view.json`,
  // Owned by sibling areas (conditions, methods, functions, transformations, time intervals).
  condition: `${SCHEMA_BASE_URL}condition.json`,
  method: `${SCHEMA_BASE_URL}method.json`,
  calculatedFunction: `${SCHEMA_BASE_URL}calculated-function.json`,
  transformation: `${SCHEMA_BASE_URL}transformation.json`,
  timeInterval: `${SCHEMA_BASE_URL}time-interval.json`,
});

/** Reference to another definition schema by its `$id`. @internal */
export function schemaRef(kind: keyof typeof SCHEMA_IDS): { readonly $ref: string } {
  return { $ref: SCHEMA_IDS[kind] };
}
