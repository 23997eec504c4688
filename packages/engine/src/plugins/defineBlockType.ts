import type {
  BlockTypeDefinition,
  BlockTypeName,
  BlockTypes,
  RegisteredOptionsOf,
} from './blockTypes.types';
import type { JsonSchemaObject } from './jsonSchema.types';

/** Input of {@link defineBlockType}. @public */
export interface BlockTypeInput<TName extends BlockTypeName> {
  readonly type: TName;
  readonly defaultOptions: RegisteredOptionsOf<BlockTypes, TName>;
  readonly optionsSchema: JsonSchemaObject;
  readonly hasChildren?: boolean;
}

/** Defines a view block type; the name must be registered in {@link BlockTypes}. @public */
export function defineBlockType<TName extends BlockTypeName>(
  input: BlockTypeInput<TName>,
): BlockTypeDefinition<RegisteredOptionsOf<BlockTypes, TName>> {
  return Object.freeze({
    type: input.type,
    defaultOptions: input.defaultOptions,
    optionsSchema: input.optionsSchema,
    hasChildren: input.hasChildren ?? false,
  });
}
