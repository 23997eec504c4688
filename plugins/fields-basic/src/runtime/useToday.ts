import { formatDateValue } from '@tessera/engine';
import { useState } from 'react';
import { browserTimeZone } from './browserTimeZone';

/**
 * Today (`yyyy-MM-dd`) in the browser's time zone, read once when the input mounts: "only future"
 * dates are checked against the day the person opened the form.
 */
export function useToday(): string {
  const [today] = useState(() => formatDateValue(new Date(), 'DATE', browserTimeZone()));
  return today;
}
