import type { JsonSchemaObject } from './jsonSchema.types';

/**
 * The registry of automatic action types (spec 001 §3.15: send_mail, create_record...), keyed by
 * stored type name; executors live in the plugins' `./server` entries.
 * @public
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by plugins through declaration merging.
export interface ActionTypes {}

/** An action type name known to the compiler. @public */
export type ActionTypeName = keyof ActionTypes & string;

/** An automatic action type. @public */
export interface ActionTypeDefinition<TOptions = unknown> {
  readonly type: string;
  /** Options a new action of this type starts with. */
  readonly defaultOptions: TOptions;
  readonly optionsSchema: JsonSchemaObject;
  /** Client feature flag that must be on for the action to be offered and run (spec 001 §3.15). */
  readonly featureFlag?: string;
}
