import {
  type FormDefinition,
  METHOD_TYPES,
  type MethodDefinition,
  validateMethod,
} from '@tessera/engine';

/** A method found in a stored form. @internal */
export interface LocatedMethod {
  readonly method: MethodDefinition;
  /**
   * The repeating groups whose row template holds the method, by field id: it computes for one
   * row of each, which the caller names.
   */
  readonly groupIds: readonly string[];
}

/** The outcome of {@link locateFormMethod}: the method, or why the path names none. @internal */
export type MethodLocation =
  | { readonly ok: true; readonly located: LocatedMethod }
  | { readonly ok: false; readonly message: string };

const INDEX = /^(0|[1-9]\d*)$/;
const methodTypes: ReadonlySet<string> = new Set(METHOD_TYPES);

/** A JSON Pointer's reference tokens (RFC 6901), or null when it is not one. */
function tokensOf(pointer: string): string[] | null {
  if (!pointer.startsWith('/')) return null;
  const tokens = pointer.slice(1).split('/');
  // `~` only escapes: `~0` is `~`, `~1` is `/`; any other `~` makes the pointer invalid.
  if (tokens.some((token) => /~(?![01])/.test(token))) return null;
  return tokens.map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Finds the method a JSON Pointer names in a stored form definition (e.g.
 * `/fields/2/defaultValue`, `/fields/4/type/options/fieldsTemplate/0/defaultValue`,
 * `/variables/0/value`): the pointer must lead, through the definition's own properties and array
 * items, to a value-obtaining method the engine accepts (spec 001 §3.9). The client names
 * methods only by where they are: the method computed is always the stored one.
 * @internal
 */
export function locateFormMethod(form: FormDefinition, pointer: string): MethodLocation {
  const tokens = tokensOf(pointer);
  if (tokens === null) return { ok: false, message: 'is not a JSON pointer' };
  let value: unknown = form;
  // The values passed on the way: `…/{field}/type/options/fieldsTemplate` enters a group's rows.
  const trail: unknown[] = [];
  const groupIds: string[] = [];
  for (const token of tokens) {
    trail.push(value);
    if (Array.isArray(value)) {
      value = INDEX.test(token) ? value[Number(token)] : undefined;
    } else if (isObject(value) && Object.hasOwn(value, token)) {
      value = value[token];
    } else {
      value = undefined;
    }
    if (value === undefined) return { ok: false, message: 'names nothing in the form' };
    const field = trail.at(-3);
    if (token === 'fieldsTemplate' && isRepeatingGroup(field)) groupIds.push(field.id);
  }
  if (!isObject(value) || typeof value.type !== 'string' || !methodTypes.has(value.type)) {
    return { ok: false, message: 'is not a method of the form' };
  }
  if (validateMethod(value).length > 0) {
    return { ok: false, message: 'names a method the engine refuses' };
  }
  return { ok: true, located: { method: value as unknown as MethodDefinition, groupIds } };
}

/** A repeating group field of the form: its row template's methods compute for one row. */
function isRepeatingGroup(value: unknown): value is { readonly id: string } {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    isObject(value.type) &&
    value.type.name === 'repeating_group'
  );
}
