import { createRegistry } from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { fieldsChoice } from '@tessera/fields-choice';
import { fieldsGroups } from '@tessera/fields-groups';

/** The runtime's plugins without their React parts, for tests that run in Node. @internal */
export const testRegistry = createRegistry([fieldsBasic, fieldsChoice, fieldsGroups]);
