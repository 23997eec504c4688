/**
 * Addresses of the document types screens (spec 000 §2 path shape `documentTypes`) under a
 * settings base path.
 */
export const documentTypePaths = {
  list: (base: string) => `${base}/documentTypes`,
  new: (base: string) => `${base}/documentTypes/new`,
  edit: (base: string, id: string) => `${base}/documentTypes/${encodeURIComponent(id)}/edit`,
};
