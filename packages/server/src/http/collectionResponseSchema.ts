/**
 * The response schema of a `GET {collection}`: `{ data, meta, relations }`. Item schemas double
 * as allow-lists (Fastify serializes only the properties they name), so a column added to a
 * query later cannot leak.
 * @param relations the schema of each `relations` entry a collection can include.
 * @internal
 */
export function collectionResponseSchema(
  item: object,
  relations: Readonly<Record<string, object>> = {},
): object {
  return {
    type: 'object',
    required: ['data', 'meta', 'relations'],
    properties: {
      data: { type: 'array', items: item },
      meta: {
        type: 'object',
        required: ['page', 'perPage', 'lastPage', 'total'],
        properties: {
          page: { type: 'integer' },
          perPage: { type: 'integer' },
          lastPage: { type: 'integer' },
          total: { type: 'integer' },
        },
      },
      relations: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          Object.entries(relations).map(([name, schema]) => [
            name,
            { type: 'array', items: schema },
          ]),
        ),
      },
    },
  };
}
