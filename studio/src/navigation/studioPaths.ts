/**
 * Addresses of the data provider screens (spec 000 §2 path shapes: dataProviders — list; new;
 * {id}/edit; {id}/browse; {id}/import) under a client's settings base path.
 */
export const dataProviderPaths = {
  list: (base: string) => `${base}/dataProviders`,
  new: (base: string) => `${base}/dataProviders/new`,
  edit: (base: string, id: string) => `${base}/dataProviders/${encodeURIComponent(id)}/edit`,
  browse: (base: string, id: string) => `${base}/dataProviders/${encodeURIComponent(id)}/browse`,
};
