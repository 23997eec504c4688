import { generateCode } from '../conditions/conditionCodeGeneration';
import { IDENTIFIER } from '../conditions/generateConditionCode';

// A field read by name in a closure shared by every field (`data[name]`) is a keyed load V8 sees
// with every name the pipelines read: megamorphic, a look-up in its global stub cache on every
// row, where a hand-written loop's `data.status` is one load at a known offset. A function of
// its own per field name, generated once (`new Function`, like hot conditions), gives each field
// its own load site. Only names that are plain identifiers are written into source (no
// tenant-authored text is ever parsed as code, as in generateConditionCode.ts); inherited names
// are left to readers that check own properties. Generated readers are kept by name and
// shared by every pipeline that reads the name: compiling pays for a name once per process.
// The value is returned after the data is known to be an object, not chosen by a conditional
// expression with undefined: inlined there, a number read was boxed into a fresh heap number
// even where the caller only compared it.

/** Where the property is read from: a record's data in a frame, a record's data, a frame's row. */
export type PropertySource = 'frameRecord' | 'record' | 'row';

/** Source text setting `data` to what `input` reads from. @internal */
export const SOURCE_TEXT: Readonly<Record<PropertySource, string>> = {
  frameRecord: 'const data = input.base.data;',
  record: 'const data = input.data;',
  row: 'const data = input.base;',
};

/** Generated readers kept at most; more names (a runaway of distinct names) keep the closures. */
const MAX_READERS = 1000;

const readers = new Map<string, (input: never) => unknown>();

/**
 * A generated reader of the plain property `name` — for `frameRecord` and `record` of the
 * record's data (undefined when the data is not an object), for `row` of the row itself — or
 * undefined where code is not generated (off, refused, a name that is not an identifier or is
 * inherited, the cache full).
 * Answers exactly as `typeof data === 'object' && data !== null ? data[name] : undefined`.
 * @internal
 */
export function generatedPropertyReader<Input>(
  source: PropertySource,
  name: string,
): ((input: Input) => unknown) | undefined {
  // An inherited name (`constructor`) must be read as an own property: not by a plain load.
  if (!IDENTIFIER.test(name) || name in Object.prototype) return undefined;
  const key = `${source}.${name}`;
  return generateCode(() => {
    const known = readers.get(key);
    if (known !== undefined) return known as (input: Input) => unknown;
    if (readers.size >= MAX_READERS) return undefined;
    const made = new Function(
      'input',
      `'use strict'; ${SOURCE_TEXT[source]} if (typeof data !== 'object' || data === null) return undefined; return data.${name};`,
    ) as (input: never) => unknown;
    readers.set(key, made);
    return made as (input: Input) => unknown;
  });
}
