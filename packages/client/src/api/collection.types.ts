/**
 * The status every stored record has (spec 000 §3); deleting is usually a soft delete to
 * `deleted`.
 * @public
 */
export type RecordStatus = 'active' | 'inactive' | 'deleted';

/** A value a collection filter compares with. @public */
export type FilterScalar = string | number | boolean;

/**
 * One field's filter in a collection query (server `docs/api-conventions.md`): a value (equals),
 * a list (one of), or operators (`{ ne: 'deleted' }`, `{ in: [...] }`, `{ contains: 'ann' }`).
 * @public
 */
export type FilterCondition =
  | FilterScalar
  | readonly FilterScalar[]
  | {
      readonly eq?: FilterScalar;
      readonly ne?: FilterScalar;
      readonly in?: readonly FilterScalar[];
      readonly notIn?: readonly FilterScalar[];
      /** Case-insensitive substring. */
      readonly contains?: string;
      readonly gt?: FilterScalar;
      readonly gte?: FilterScalar;
      readonly lt?: FilterScalar;
      readonly lte?: FilterScalar;
    };

/**
 * What a collection can be filtered and sorted by and which relations it can include; each
 * collection's query type names its own, so a misspelt field is a compile-time error rather than
 * a 422.
 * @public
 */
export interface CollectionFields {
  filter: string;
  sort: string;
  include: string;
}

/**
 * A `GET {collection}` query: filter, sort, pagination (1-based page, 1–1000 per page, 30 by
 * default), include and free-text `query`, sent as a nested `qs` query string
 * (`filter[status]=active&pagination[perPage]=50`).
 * @public
 * @example
 * const query: UserCollectionQuery = { filter: { status: 'active' }, sort: { email: 'asc' } };
 */
export type CollectionQuery<Fields extends CollectionFields = CollectionFields> = {
  readonly filter?: { readonly [Field in Fields['filter']]?: FilterCondition };
  readonly sort?: { readonly [Field in Fields['sort']]?: 'asc' | 'desc' };
  readonly pagination?: { readonly page?: number; readonly perPage?: number };
  readonly include?: readonly Fields['include'][];
  /** Free-text search, where the collection offers it. */
  readonly query?: string;
};

/**
 * The page a collection answer describes.
 * @public
 */
export interface CollectionMeta {
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
}

/**
 * What every `GET {collection}` answers: one page of items, its `meta`, and the related
 * records the query asked to include, by relation name.
 * @public
 */
export interface CollectionResponse<Item, Relations = Record<never, never>> {
  data: Item[];
  meta: CollectionMeta;
  relations: Partial<Relations>;
}
