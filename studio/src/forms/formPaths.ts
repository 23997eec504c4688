/**
 * Addresses of the form screens (spec 000 §2 path shapes: forms — list; new with optional
 * copyFromFormId and providerId; {id}/edit) under a client's settings base path.
 */
export const formPaths = {
  list: (base: string) => `${base}/forms`,
  new: (base: string, from: { copyFromFormId?: string; providerId?: string } = {}) => {
    const query = new URLSearchParams();
    if (from.copyFromFormId) query.set('copyFromFormId', from.copyFromFormId);
    if (from.providerId) query.set('providerId', from.providerId);
    const search = query.toString();
    return `${base}/forms/new${search === '' ? '' : `?${search}`}`;
  },
  edit: (base: string, id: string) => `${base}/forms/${encodeURIComponent(id)}/edit`,
};
