/** Addresses of the clients screens (spec 000 §2 path shape `clients`) under a settings base path. */
export const clientPaths = {
  list: (base: string) => `${base}/clients`,
  new: (base: string) => `${base}/clients/new`,
  edit: (base: string, id: string) => `${base}/clients/${encodeURIComponent(id)}/edit`,
};
