import type { ProcessType } from './processDraft';

/**
 * Addresses of the process screens (spec 000 §2 path shapes: processes — list; {id}/edit) under
 * a client's settings base path; a new process is edited at `new?type=` until it is saved.
 */
export const processPaths = {
  list: (base: string) => `${base}/processes`,
  new: (base: string, type: ProcessType) => `${base}/processes/new?type=${type}`,
  edit: (base: string, id: string) => `${base}/processes/${encodeURIComponent(id)}/edit`,
};
