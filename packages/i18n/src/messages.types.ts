import type { MessageKeyOf } from './catalogue.types';
import type { pl } from './locales/pl';

/**
 * The shape of a full catalogue (the Polish one is the reference).
 * @public
 */
export type Messages = typeof pl;

/**
 * A message key as passed to `t()`, e.g. `'login.errors.invalidCredentials'`.
 * Components keep errors as keys and translate them at render time.
 * @public
 */
export type MessageKey = MessageKeyOf<Messages>;
