import type { FieldAccess } from '@tessera/engine';

/**
 * Reads a record's id (queries name it `$id`): the default stored value of a choice field, and of
 * its shown text until the designer picks a field.
 * @public
 */
export const RECORD_ID_ACCESS: FieldAccess = Object.freeze({ path: Object.freeze(['$id']) });
