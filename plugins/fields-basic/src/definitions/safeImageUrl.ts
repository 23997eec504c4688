/**
 * Where a static image may come from: an `https://` address with a host, or a path on the
 * application's own origin (`/files/logo.png`). Everything else is refused — `javascript:`,
 * `data:`, `blob:`, plain `http:`, relative paths and protocol-relative `//host` (also spelled
 * `/\host`, which browsers read the same way); no whitespace or control characters anywhere.
 * @public
 */
export const SAFE_IMAGE_URL_PATTERN = String.raw`^(https://[^\s/?#\\]+|/(?![/\\]))[^\s\u0000-\u001f\u007f]*$`;

/** The longest image address stored, in characters. @public */
export const MAX_IMAGE_URL_LENGTH = 2048;

const safeImageUrl = new RegExp(SAFE_IMAGE_URL_PATTERN, 'u');

/**
 * Whether a static image may be loaded from `url` (see {@link SAFE_IMAGE_URL_PATTERN}) and it is
 * no longer than {@link MAX_IMAGE_URL_LENGTH}.
 * @public
 */
export function isSafeImageUrl(url: unknown): url is string {
  return typeof url === 'string' && url.length <= MAX_IMAGE_URL_LENGTH && safeImageUrl.test(url);
}
