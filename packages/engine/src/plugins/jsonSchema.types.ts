/**
 * A JSON Schema (draft-07) as plain data. The engine's ajv instance compiles it; plugins only
 * declare it.
 * @public
 */
export type JsonSchemaObject = { readonly [keyword: string]: unknown };
