const probeOrigin = 'https://tessera.invalid';

/**
 * The returnTo of the login page, kept only when it is a path of this site: exactly one leading
 * '/', no backslash, no control characters, nothing that resolves to another origin. Anything
 * else (`//evil`, `/\evil`, `https:…`, `javascript:…`) gives `null`, an open redirect otherwise.
 */
export function sanitizeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines while parsing: '/\evil' is '//evil'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, probeOrigin);
    return url.origin === probeOrigin ? value : null;
  } catch {
    return null;
  }
}
