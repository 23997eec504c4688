import Ajv from 'ajv';
import { applicationVersionSchema } from '../applicationVersions/applicationVersionSchema';
import { conditionSchema } from '../conditions';
import { calculatedFunctionSchema } from '../functions';
import { methodSchema } from '../methods';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { processSchema } from '../processes/processSchema';
import { pipelineSchema, querySchema } from '../queries/querySchema';
import { timeIntervalSchema } from '../timeIntervals';
import { transformationSchema } from '../transformations';
import { viewSchema } from '../views/viewSchema';
import { automaticActionSchema } from './automaticActionSchema';
import { chartSchema } from './chartSchema';
import { dataInputSchema } from './dataInputSchema';
import { dataProviderSchema } from './dataProviderSchema';
import { fieldSchemaSchema } from './fieldSchemaSchema';
import { formFieldSchema } from './formFieldSchema';
import { formSchema } from './formSchema';
import { providerFieldSchema } from './providerFieldSchema';
import { queryFilterSchema } from './queryFilter';
import { statusSchema } from './status';

/** Every definition schema the engine registers, its own and its sibling areas'. @internal */
export function definitionSchemas(): readonly JsonSchemaObject[] {
  return [
    statusSchema,
    fieldSchemaSchema,
    providerFieldSchema,
    dataProviderSchema,
    dataInputSchema,
    automaticActionSchema,
    processSchema,
    formSchema,
    formFieldSchema,
    applicationVersionSchema,
    chartSchema,
    conditionSchema,
    methodSchema,
    calculatedFunctionSchema,
    transformationSchema,
    timeIntervalSchema,
    queryFilterSchema,
    querySchema,
    pipelineSchema,
    viewSchema,
  ];
}

let instance: Ajv | undefined;

/**
 * The one ajv instance of the engine (draft-07), created on first use so importing the engine
 * compiles nothing. `allErrors` reports every problem at once; `strict` rejects schemas with
 * unknown keywords or ambiguous types, so a schema typo fails loudly instead of checking nothing
 * (except `strictRequired`, which forbids the draft-07 idiom `if`/`then: { required }` where the
 * property is declared by the parent; union types are allowed for "string or null");
 * `discriminator` makes a wrong `type` one error instead of one per union branch; `verbose` lets
 * errors name the types a discriminator accepts. Nothing is coerced or defaulted: validation never
 * changes the definition, so stored configuration round-trips unchanged.
 * @internal
 */
export function getDefinitionAjv(): Ajv {
  if (instance === undefined) {
    instance = new Ajv({
      allErrors: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
      discriminator: true,
      verbose: true,
    });
    for (const schema of definitionSchemas()) instance.addSchema(schema);
  }
  return instance;
}
