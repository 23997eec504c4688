import type { ViewType } from '@tessera/engine';

/**
 * Addresses of the view screens (spec 000 §2 path shapes: views — list; new with type and
 * copyFromId; {id}/edit) under a client's settings base path.
 */
export const viewPaths = {
  list: (base: string) => `${base}/views`,
  new: (base: string, type: ViewType, copyFromId?: string) =>
    `${base}/views/new?${new URLSearchParams({
      type,
      ...(copyFromId === undefined ? {} : { copyFromId }),
    })}`,
  edit: (base: string, id: string) => `${base}/views/${encodeURIComponent(id)}/edit`,
};
