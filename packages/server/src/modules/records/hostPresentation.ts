import type { EngineHost, PresentationOptions } from '@tessera/engine';

/**
 * How values are presented to the request's person (history entries, view cells): in their time
 * zone and their client's locale.
 * @internal
 */
export function hostPresentation(host: EngineHost): PresentationOptions {
  return { timeZone: host.timeZone, ...(host.locale === undefined ? {} : { locale: host.locale }) };
}
