import type { ActionTypeDefinition, ActionTypeName, ActionTypes } from './actionTypes.types';
import type { RegisteredOptionsOf } from './blockTypes.types';
import type { JsonSchemaObject } from './jsonSchema.types';

/** Input of {@link defineActionType}. @public */
export interface ActionTypeInput<TName extends ActionTypeName> {
  readonly type: TName;
  readonly defaultOptions: RegisteredOptionsOf<ActionTypes, TName>;
  readonly optionsSchema: JsonSchemaObject;
  readonly featureFlag?: string;
}

/** Defines an automatic action type; the name must be registered in {@link ActionTypes}. @public */
export function defineActionType<TName extends ActionTypeName>(
  input: ActionTypeInput<TName>,
): ActionTypeDefinition<RegisteredOptionsOf<ActionTypes, TName>> {
  return Object.freeze({
    type: input.type,
    defaultOptions: input.defaultOptions,
    optionsSchema: input.optionsSchema,
    ...(input.featureFlag === undefined ? {} : { featureFlag: input.featureFlag }),
  });
}
