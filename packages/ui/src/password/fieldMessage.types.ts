import type { MessageKey } from '@tessera/i18n';

/**
 * A field's validation message as a message key and its interpolation values, translated when
 * shown (`t(message.key, message.values)`).
 * @public
 */
export interface FieldMessage {
  key: MessageKey;
  values?: Readonly<Record<string, string | number>>;
}
