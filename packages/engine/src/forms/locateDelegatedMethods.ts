import type { FormDefinition } from '../definitions/form.types';
import { DELEGATED_METHOD_TYPES } from '../methods/compileDelegatedMethod';
import type { DelegatedMethodDefinition } from '../methods/method.types';

const delegatedTypes: ReadonlySet<unknown> = new Set(DELEGATED_METHOD_TYPES);

/** A JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`. */
const escapeToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Where a form's server-side methods are, so a host can ask the server for one by its place
 * (`POST processes/calculate-methods` takes a JSON Pointer, never a method): the answer maps each
 * delegated method — as `JSON.stringify` writes the definition the engine hands to
 * `EngineHost.resolveDelegatedMethod` — to a pointer into the form, e.g.
 * `/fields/3/defaultValue` or `/fields/4/type/options/fieldsTemplate/0/defaultValue`. Methods
 * written the same way compute the same, so the first place of each serves them all.
 * @public
 * @example
 * const places = locateDelegatedMethods(form);
 * const pointer = places.get(JSON.stringify(method)); // '/variables/0/value'
 */
export function locateDelegatedMethods(form: FormDefinition): ReadonlyMap<string, string> {
  const places = new Map<string, string>();
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${pointer}/${index}`);
      });
      return;
    }
    const object = value as Record<string, unknown>;
    if (delegatedTypes.has(object.type)) {
      const key = delegatedMethodKey(object as unknown as DelegatedMethodDefinition);
      if (!places.has(key)) places.set(key, pointer);
    }
    for (const [name, child] of Object.entries(object)) {
      visit(child, `${pointer}/${escapeToken(name)}`);
    }
  };
  visit(form, '');
  return places;
}

/** What {@link locateDelegatedMethods} knows a delegated method by. @public */
export function delegatedMethodKey(method: DelegatedMethodDefinition): string {
  return JSON.stringify(method);
}
