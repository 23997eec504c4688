import {
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';

/** A filterable field's value type; decides its JSON Schema and how values compare. */
type FilterType = 'string' | 'uuid' | 'boolean' | 'integer';

/**
 * One field a collection can be filtered by: the SQL expression it reads and its value type.
 * Names are the API's (e.g. `versionStatus`, `_search.fullName`), columns are ours.
 * @internal
 */
export interface FilterField {
  readonly expression: RawBuilder<unknown>;
  readonly type: FilterType;
  /** The only values accepted, when the field is an enumeration. */
  readonly enum?: readonly string[];
}

/**
 * What one `GET {collection}` accepts: filters, sort fields, includes, page size limits. Anything
 * else in the query string is refused with 422 (no guessing at what a client meant).
 * @internal
 */
export interface CollectionSpec {
  readonly filters: Readonly<Record<string, FilterField>>;
  readonly sorts: Readonly<Record<string, RawBuilder<unknown>>>;
  /** Applied after the requested sort, and alone when none is requested; make it unique. */
  readonly defaultSort: readonly (readonly [RawBuilder<unknown>, 'asc' | 'desc'])[];
  readonly includes?: readonly string[];
  /** Expressions a free-text `query` matches (case-insensitive substring); none: no `query`. */
  readonly search?: readonly RawBuilder<unknown>[];
  readonly defaultPerPage?: number;
}

/** Filter operators besides plain equality (a value) and membership (an array). @internal */
const operators = ['eq', 'ne', 'in', 'notIn', 'contains', 'gt', 'gte', 'lt', 'lte'] as const;
type Operator = (typeof operators)[number];

/**
 * A parsed, validated `GET {collection}` query (spec 001 §7: filter, pagination, sort, include).
 * @internal
 */
export interface CollectionQuery {
  readonly filter?: Readonly<Record<string, unknown>>;
  readonly pagination?: { readonly page?: number; readonly perPage?: number };
  readonly sort?: Readonly<Record<string, 'asc' | 'desc'>>;
  readonly include?: readonly string[];
  readonly query?: string;
}

/**
 * The page of a collection response.
 * @public
 */
export interface CollectionMeta {
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
  readonly total: number;
}

/** The largest page anyone may ask for (the spec's version list asks for 1,000). @internal */
export const maxPerPage = 1000;

function scalarSchema(field: FilterField): object {
  if (field.enum !== undefined) return { type: 'string', enum: [...field.enum] };
  if (field.type === 'uuid') return { type: 'string', format: 'uuid' };
  if (field.type === 'string') return { type: 'string', maxLength: 1000 };
  return { type: field.type };
}

/**
 * The querystring JSON Schema of a collection: `filter[field]=v`, `filter[field][]=a&…=b`,
 * `filter[field][op]=v` (op: eq, ne, in, notIn, contains, gt, gte, lt, lte),
 * `pagination[page]`, `pagination[perPage]` (1–1000), `sort[field]=asc|desc`, `include[]=x`,
 * `query=text`.
 * @internal
 */
export function collectionQuerySchema(spec: CollectionSpec): object {
  const filters = Object.fromEntries(
    Object.entries(spec.filters).map(([name, field]) => {
      const scalar = scalarSchema(field);
      const list = { type: 'array', items: scalar, maxItems: 1000 };
      const ops = Object.fromEntries(
        operators.map((op) => [op, op === 'in' || op === 'notIn' ? list : scalar]),
      );
      return [
        name,
        { anyOf: [scalar, list, { type: 'object', additionalProperties: false, properties: ops }] },
      ];
    }),
  );
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      filter: { type: 'object', additionalProperties: false, properties: filters },
      pagination: {
        type: 'object',
        additionalProperties: false,
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          perPage: { type: 'integer', minimum: 1, maximum: maxPerPage },
        },
      },
      sort: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          Object.keys(spec.sorts).map((name) => [name, { type: 'string', enum: ['asc', 'desc'] }]),
        ),
      },
      // A collection without includes accepts only an empty list (an empty enum is no schema).
      include: spec.includes?.length
        ? { type: 'array', items: { type: 'string', enum: [...spec.includes] }, maxItems: 20 }
        : { type: 'array', items: { type: 'string' }, maxItems: 0 },
      ...(spec.search === undefined ? {} : { query: { type: 'string', maxLength: 200 } }),
    },
  };
}

function condition(field: FilterField, op: Operator, value: unknown): Expression<SqlBool> {
  const column = field.expression;
  switch (op) {
    case 'eq':
      return sql<SqlBool>`${column} = ${value}`;
    case 'ne':
      return sql<SqlBool>`${column} is distinct from ${value}`;
    case 'in':
    case 'notIn': {
      const values = value as unknown[];
      if (values.length === 0) return sql<SqlBool>`${op === 'in' ? sql`false` : sql`true`}`;
      const list = sql.join(values.map((item) => sql`${item}`));
      return op === 'in'
        ? sql<SqlBool>`${column} in (${list})`
        : sql<SqlBool>`${column} not in (${list})`;
    }
    case 'contains':
      return sql<SqlBool>`strpos(lower(${column}::text), lower(${String(value)})) > 0`;
    case 'gt':
      return sql<SqlBool>`${column} > ${value}`;
    case 'gte':
      return sql<SqlBool>`${column} >= ${value}`;
    case 'lt':
      return sql<SqlBool>`${column} < ${value}`;
    case 'lte':
      return sql<SqlBool>`${column} <= ${value}`;
  }
}

/** The conditions a validated `filter` asks for, all of which must hold. @internal */
export function filterConditions(
  spec: CollectionSpec,
  query: CollectionQuery,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    const field = spec.filters[name];
    if (field === undefined) continue; // the schema already refused it
    if (Array.isArray(value)) conditions.push(condition(field, 'in', value));
    else if (value !== null && typeof value === 'object') {
      for (const [op, operand] of Object.entries(value)) {
        conditions.push(condition(field, op as Operator, operand));
      }
    } else conditions.push(condition(field, 'eq', value));
  }
  if (query.query !== undefined && query.query !== '' && spec.search !== undefined) {
    const text = query.query;
    conditions.push(
      sql<SqlBool>`(${sql.join(
        spec.search.map((column) => sql`strpos(lower(${column}::text), lower(${text})) > 0`),
        sql` or `,
      )})`,
    );
  }
  return conditions;
}

/**
 * Runs a collection query: applies filters, counts the total, sorts (requested fields first,
 * then the spec's unique default order so pages never overlap) and takes the page.
 * @returns the page's rows and the `meta` of the response.
 * @internal
 */
export async function runCollectionQuery<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  spec: CollectionSpec,
  query: CollectionQuery,
): Promise<{ rows: O[]; meta: CollectionMeta }> {
  let filtered = base;
  for (const where of filterConditions(spec, query)) filtered = filtered.where(where);
  const perPage = query.pagination?.perPage ?? spec.defaultPerPage ?? 30;
  const page = query.pagination?.page ?? 1;

  const counted = await filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const total = Number((counted as { total?: string } | undefined)?.total ?? 0);

  let ordered = filtered.clearOrderBy();
  for (const [name, direction] of Object.entries(query.sort ?? {})) {
    const column = spec.sorts[name];
    if (column !== undefined) ordered = ordered.orderBy(sql`${column} ${keyword(direction)}`);
  }
  for (const [column, direction] of spec.defaultSort) {
    ordered = ordered.orderBy(sql`${column} ${keyword(direction)}`);
  }
  const rows = await ordered
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    rows,
    meta: { page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)), total },
  };
}

function keyword(direction: 'asc' | 'desc') {
  return direction === 'desc' ? sql`desc` : sql`asc`;
}
