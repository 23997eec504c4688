import { isEmptyValue } from '../plugins/defineFieldType';
import { type FileContentHost, FileContentNotFoundError } from './fileContentHost.types';

/**
 * file_content_retrieve: the base64 content of the referenced file, read through the host. A
 * reference is a file id (string) or an object with a string `fileId` (upload payload) or `id`
 * (document file). An array of references gives an array of contents (an entry that is no
 * reference gives `null`); an empty value or a non-reference gives `null`. A reference the host has
 * no content for rejects with {@link FileContentNotFoundError}.
 * @public
 */
export async function retrieveFileContent(
  value: unknown,
  host: FileContentHost,
): Promise<string | (string | null)[] | null> {
  if (isEmptyValue(value)) return null;
  if (Array.isArray(value)) return Promise.all(value.map((item) => contentOf(item, host)));
  return contentOf(value, host);
}

async function contentOf(reference: unknown, host: FileContentHost): Promise<string | null> {
  const fileId = fileIdOf(reference);
  if (fileId === null) return null;
  const content = await host.getFileContent(fileId);
  if (content === null) throw new FileContentNotFoundError(fileId);
  return content.data;
}

function fileIdOf(reference: unknown): string | null {
  if (typeof reference === 'string') return reference.trim() === '' ? null : reference;
  if (typeof reference !== 'object' || reference === null) return null;
  const record = reference as Record<string, unknown>;
  for (const key of ['fileId', 'id']) {
    const id = record[key];
    if (typeof id === 'string' && id !== '') return id;
  }
  return null;
}
