import type { MouseEvent } from 'react';

/** A plain left click follows a link in the app; with a modifier it is the browser's (new tab...). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
