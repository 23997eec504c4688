import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idListSchema,
  idSchema,
  NAME_TOKEN_PATTERN,
  nameSchema,
  roleIdsSchema,
  schemaVersionSchema,
  variantSchema as variant,
} from '../definitions/schemaParts';
import { SCHEMA_VERSIONS } from '../definitions/schemaVersions';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { rowFieldAccessSchema, sortingListSchema } from '../queries/querySchema';
import { INBOX_BUILT_IN_COLUMNS, MAX_VIEW_PER_PAGE } from './view.types';

/** Far more columns than a screen shows: a guard against runaway definitions, not a design rule. */
const MAX_VIEW_COLUMNS = 50;

const columnIdSchema: JsonSchemaObject = { type: 'string', pattern: NAME_TOKEN_PATTERN };

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  name: nameSchema,
  status: schemaRef('status'),
  schemaVersion: schemaVersionSchema(SCHEMA_VERSIONS.view),
  title: nameSchema,
  // The route path rule is checked by the view rules (with the engine's routePath rule).
  routeKey: { type: 'string', minLength: 1, maxLength: 200 },
  roleIds: roleIdsSchema,
  perPage: { type: 'integer', minimum: 1, maximum: MAX_VIEW_PER_PAGE },
};
const baseRequired = ['id', 'name', 'status', 'title', 'roleIds'];

const tableColumnSchema = closedObject(
  { id: columnIdSchema, label: nameSchema, fieldAccess: rowFieldAccessSchema },
  ['id', 'label', 'fieldAccess'],
);

const inboxColumnSchema = closedObject(
  {
    id: columnIdSchema,
    label: nameSchema,
    fieldAccess: rowFieldAccessSchema,
    builtIn: { enum: [...INBOX_BUILT_IN_COLUMNS] },
  },
  ['id', 'label'],
);

const columnsOf = (column: JsonSchemaObject): JsonSchemaObject => ({
  type: 'array',
  minItems: 1,
  maxItems: MAX_VIEW_COLUMNS,
  items: column,
});

const rowClickSchema = discriminatedUnion([
  variant('open_form', { formId: idSchema, roleIds: roleIdsSchema }, ['formId']),
  variant('open_process', { roleIds: roleIdsSchema }),
]);

/** JSON Schema of a view definition (spec 002 §3 "Views"): a table or a process inbox. @public */
export const viewSchema: JsonSchemaObject = discriminatedUnion(
  [
    variant(
      'table',
      {
        ...baseProperties,
        isPublic: { type: 'boolean' },
        query: closedObject(
          {
            fromProviderId: idSchema,
            filter: schemaRef('queryFilter'),
            sorting: sortingListSchema,
          },
          ['fromProviderId'],
        ),
        columns: columnsOf(tableColumnSchema),
        rowClick: rowClickSchema,
      },
      [...baseRequired, 'query', 'columns'],
    ),
    variant(
      'processes_inbox',
      {
        ...baseProperties,
        processSettingsIds: { ...idListSchema, minItems: 1 },
        columns: columnsOf(inboxColumnSchema),
        includeFinished: { type: 'boolean' },
      },
      [...baseRequired, 'processSettingsIds', 'columns'],
    ),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.view },
);
