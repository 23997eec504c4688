/** A stored file's content as the documents API returns it (spec 001 §7 download). @public */
export interface FileContent {
  readonly name: string;
  readonly mimeType: string;
  /** The content, base64-encoded. */
  readonly data: string;
}

/**
 * What file_content_retrieve needs from the outside world: the browser implements it over
 * `GET documents/{id}/download`, the server over its document store, tests over plain objects.
 * @public
 */
export interface FileContentHost {
  /** The content of a stored file, or `null` when there is none. */
  getFileContent(fileId: string): Promise<FileContent | null>;
}

/** Thrown when the host has no content for a referenced file (spec 001 §8). @public */
export class FileContentNotFoundError extends Error {
  override readonly name = 'FileContentNotFoundError';
  readonly fileId: string;

  constructor(fileId: string) {
    super(`Could not fetch content for file ${fileId}`);
    this.fileId = fileId;
  }
}
