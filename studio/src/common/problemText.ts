import type { MessageKey } from '@tessera/i18n';
import type { StudioMessageKey } from '../i18n/useStudioTranslation';

/**
 * A problem's text, kept as a message key until it is shown (conventions §13): a common key
 * (`validations.*`), a studio key, or — for a server message no key describes — the message.
 */
export type ProblemText =
  | { readonly common: MessageKey; readonly params?: Readonly<Record<string, unknown>> }
  | { readonly studio: StudioMessageKey; readonly params?: Readonly<Record<string, unknown>> };

/** Problems by where they show (see `problemLocation`). */
export type ProblemMap = ReadonlyMap<string, ProblemText>;
