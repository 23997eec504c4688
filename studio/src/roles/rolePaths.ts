/** Addresses of the roles screens (spec 000 §2 path shape `roles`) under a settings base path. */
export const rolePaths = {
  list: (base: string) => `${base}/roles`,
  new: (base: string) => `${base}/roles/new`,
  edit: (base: string, id: string) => `${base}/roles/${encodeURIComponent(id)}/edit`,
};
