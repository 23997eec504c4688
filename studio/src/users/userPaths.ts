/** Addresses of the users screens (spec 000 §2 path shape `users`) under a settings base path. */
export const userPaths = {
  list: (base: string) => `${base}/users`,
  new: (base: string) => `${base}/users/new`,
  edit: (base: string, id: string) => `${base}/users/${encodeURIComponent(id)}/edit`,
};
