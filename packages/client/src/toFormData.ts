import { bracketKey, flattenNested } from './flattenNested';
import type { MultipartFields } from './httpAdapter.types';

const keepPart = (part: string) => part;

/**
 * Builds a multipart body from files and fields, naming nested values as `qs` does:
 * `{ documentId: 'd', context: { key: 'k' }, files: [{ fileId: 'f', file }] }` becomes the
 * fields `documentId`, `context[key]`, `files[0][fileId]` and `files[0][file]` (spec 001 §7,
 * `POST documents/upload`). Blobs and files are sent as files (a `File` keeps its name), dates as
 * ISO strings, `null` as an empty field; `undefined` is left out.
 * @public
 * @example toFormData({ documentId: 'd-1', files: [file] }); // documentId, files[0]
 */
export function toFormData(fields: MultipartFields): FormData {
  const form = new FormData();
  flattenNested(fields, (path, value) => {
    const key = bracketKey(path, keepPart);
    if (value instanceof Blob) form.append(key, value);
    else if (value instanceof Date) form.append(key, value.toISOString());
    else form.append(key, value === null ? '' : String(value));
  });
  return form;
}
