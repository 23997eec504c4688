import { createRegistry, type Registry } from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { fieldsChoice } from '@tessera/fields-choice';
import { fieldsGroups } from '@tessera/fields-groups';

/**
 * The plugins the server recomputes forms with: the engine parts (`.` entries) of the same field
 * plugins the runtime renders, so a save is validated by exactly the rules the form showed.
 * @internal
 */
export const serverRegistry: Registry = createRegistry([fieldsBasic, fieldsChoice, fieldsGroups]);
