import { type CallOptions, isApiError } from '@tessera/client';

/** Marks an id the client (or the edited version) does not have, or has deleted. */
export class ItemNotFound extends Error {}

/**
 * One item of a collection by its id, as stored now (`GET {collection}?filter[id]=`): an id
 * the collection answers no row for, a deleted item, or an id its query's schema refuses (422)
 * is {@link ItemNotFound}.
 */
export async function findItemById<Item extends { readonly status: string }>(
  fetchPage: (
    query: { readonly filter: { readonly id: string } },
    options: CallOptions,
  ) => Promise<{ readonly data: readonly Item[] }>,
  id: string,
  options: CallOptions = {},
): Promise<Item> {
  const found = await fetchPage({ filter: { id } }, options).catch((error: unknown) => {
    if (isApiError(error) && error.status === 422) return null;
    throw error;
  });
  const item = found?.data[0];
  if (item === undefined || item.status === 'deleted') throw new ItemNotFound();
  return item;
}
