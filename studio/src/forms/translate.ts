import type { i18n as I18n } from 'i18next';

/**
 * A text of another namespace (a plugin's), by a key built at run time: the common catalogue's
 * typing only knows its own keys. `defaultValue` is shown when the plugin has no such text.
 */
export function translate(
  i18n: Pick<I18n, 't'>,
  key: string,
  options: { readonly ns: string; readonly defaultValue: string },
): string {
  return (i18n.t as (key: string, options: object) => string)(key, options);
}
