import type { ContainerOptions, RepeatingGroupOptions } from '@tessera/engine';

/**
 * The value of a repeating group: one object per row, keyed by the field ids of its template,
 * the fields of containers in it included (the shape the engine's form store keeps and
 * conditions read).
 * @public
 */
export type RepeatingGroupValue = readonly Readonly<Record<string, unknown>>[];

declare module '@tessera/engine' {
  interface FieldTypes {
    // The options are the engine's own: it walks both structures itself (compileForm), so the
    // plugin describes them with the engine's types instead of a second copy.
    repeating_group: { options: RepeatingGroupOptions; value: RepeatingGroupValue };
    // A container holds no value of its own: its fields are form fields (the store flattens them).
    container: { options: ContainerOptions; value: null };
  }
}
