import type { JsonSchemaObject } from './jsonSchema.types';

/**
 * The registry of view block types (spec 002 §3: container, text, table, chart, inputs...), keyed
 * by stored type name; plugins add theirs by declaration merging, as for {@link FieldTypes}.
 * @public
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by plugins through declaration merging.
export interface BlockTypes {}

/** A block type name known to the compiler. @public */
export type BlockTypeName = keyof BlockTypes & string;

/** A block type of complex views. @public */
export interface BlockTypeDefinition<TOptions = unknown> {
  readonly type: string;
  readonly defaultOptions: TOptions;
  readonly optionsSchema: JsonSchemaObject;
  /** Whether the block holds child blocks (a container). */
  readonly hasChildren: boolean;
}

/** The `options` a registry entry declares (field, block or action type). @internal */
export type RegisteredOptionsOf<
  TRegistry,
  TName extends keyof TRegistry,
> = TRegistry[TName] extends {
  options: infer TOptions;
}
  ? TOptions
  : never;
