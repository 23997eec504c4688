import type { EngineHost } from './engineHost.types';

/** A position reported by the device (spec 001 §3.9 device_info geolocation). @public */
export interface GeolocationPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** What the device reported; null parts are not available (or not permitted). @public */
export interface DeviceInfo {
  readonly geolocation: GeolocationPosition | null;
}

/** One url query parameter: a repeated parameter gives an array. @public */
export type UrlQueryValue = string | readonly string[];

/**
 * Everything a compiled condition or method reads when it runs. Values are plain JSON; the
 * context is read, never written, by the engine.
 * @public
 */
export interface EvaluationContext {
  /**
   * Form field values by field id. A repeating group's value is an array of row objects keyed
   * by the field ids of its template.
   */
  readonly values: Readonly<Record<string, unknown>>;
  /** Form (or view) variables by variable id. */
  readonly variables: Readonly<Record<string, unknown>>;
  /** Id of the record the form edits, or null for a new one. */
  readonly recordId: string | null;
  /** Query parameters of the page url. */
  readonly urlQuery: Readonly<Record<string, UrlQueryValue | undefined>>;
  readonly device: DeviceInfo;
  /**
   * The row being computed, as a 0-based index per repeating-group field id: a method inside row
   * 3 of `items` runs with `{ items: 2 }`. Relative array access resolves against it.
   */
  readonly rowIndexes: Readonly<Record<string, number | undefined>>;
  readonly host: EngineHost;
}
