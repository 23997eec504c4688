const knownZones = new Map<string, boolean>();

/**
 * Whether `timeZone` is an IANA zone name (or a UTC offset such as `+02:00`) that the platform's
 * `Intl` knows. Results are cached: constructing a formatter is slow and zones repeat.
 * @public
 */
export function isValidTimeZone(timeZone: string): boolean {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let valid = typeof timeZone === 'string' && timeZone !== '';
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      valid = false;
    }
  }
  knownZones.set(timeZone, valid);
  return valid;
}

/**
 * Throws a `RangeError` for a time zone `Intl` does not know. The zone comes from the client's
 * `X-Timezone` header, so a bad one is a wiring error to report loudly, not a value to guess around
 * (guessing would silently fall back to the machine's zone).
 * @public
 */
export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) {
    throw new RangeError(`Unknown time zone "${String(timeZone)}".`);
  }
}
