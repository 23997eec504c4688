import { sql } from 'kysely';
import {
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
} from '../../http/collectionQuery';
import { uuidSchema } from '../../http/routeSchemas';

const fullName = sql`btrim(coalesce(u.personal_details->>'surname', '') || ' ' || coalesce(u.personal_details->>'name', ''))`;
/** The name as people say it ("Anna Nowak"), for the free-text search. */
const nameFirst = sql`btrim(coalesce(u.personal_details->>'name', '') || ' ' || coalesce(u.personal_details->>'surname', ''))`;

/**
 * `GET users` (spec 000 §3, §7): the columns are those of `memberRepository`'s query (`u` the
 * account, `cu` the membership in the request's client).
 * @internal
 */
export const userCollectionSpec: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('u.id'), type: 'uuid' },
    // Compared in lower case; the repository lowers the values.
    email: { expression: sql`lower(u.email)`, type: 'string' },
    status: {
      expression: sql.ref('cu.status'),
      type: 'string',
      enum: ['active', 'inactive', 'deleted'],
    },
    type: {
      expression: sql`(case when u.is_super_admin then 'super_admin' else cu.type end)`,
      type: 'string',
      enum: ['user', 'client_admin', 'super_admin'],
    },
    '_search.fullName': { expression: fullName, type: 'string' },
    '_search.isActive': { expression: sql`(cu.status = 'active')`, type: 'boolean' },
  },
  sorts: {
    email: sql`lower(u.email)`,
    fullName,
    // When the person joined this client.
    createdAt: sql.ref('cu.created_at'),
  },
  defaultSort: [
    [sql`lower(u.email)`, 'asc'],
    [sql.ref('u.id'), 'asc'],
  ],
  includes: ['roles'],
  // `query`: a text found in the full name (either order) or the e-mail.
  search: [fullName, nameFirst, sql`u.email`],
};

/**
 * A `GET users` query: the collection's, plus `filter[roleIds]` (one id or a list: users holding
 * any of them), which is not a column comparison and so is applied by the repository.
 * @internal
 */
export interface UserCollectionQuery extends CollectionQuery {
  readonly filter?: Readonly<Record<string, unknown>> & {
    readonly roleIds?: string | readonly string[];
  };
}

/**
 * The querystring schema of `GET users`: the collection's with `filter[roleIds]` added.
 * @internal
 */
export function userCollectionQuerySchema(): object {
  const schema = collectionQuerySchema(userCollectionSpec) as {
    properties: { filter: { properties: Record<string, unknown> } };
  };
  schema.properties.filter.properties.roleIds = {
    anyOf: [uuidSchema, { type: 'array', items: uuidSchema, maxItems: 200 }],
  };
  return schema;
}
