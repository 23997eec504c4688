import type { TFunction } from 'i18next';
import type { PvFieldError } from './pvCalculatorForm';

/** A field error in the interface language, or `undefined` when there is none. */
export function translatePvError(
  t: TFunction,
  error: PvFieldError | undefined,
): string | undefined {
  return error ? t(error.messageKey, error.params ?? {}) : undefined;
}
