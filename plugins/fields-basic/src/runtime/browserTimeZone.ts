/**
 * The browser's IANA time zone: the one the client sends the server as `X-Timezone`, so a picker,
 * the engine host and the server agree on which day "today" is and what a wall-clock time means.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
