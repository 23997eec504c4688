import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from './httpError';

function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    // Unknown properties are refused, never silently dropped: a schema says
    // additionalProperties: false, and a request with `type` or `roleIds` where they do not
    // belong answers 422 instead of half-succeeding (no mass assignment).
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    allErrors: true,
    // The schemas are ours; `strict` catches typos in them at start-up.
    strict: true,
    strictRequired: false,
  });
  addFormats(ajv, ['uuid', 'email', 'date-time', 'date']);
  return ajv;
}

/**
 * Bodies are JSON and keep their types (a string where a number belongs is an error); query
 * strings and path parameters arrive as text and are coerced (`?page=2` is the number 2).
 * @internal
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv(false);
  const textAjv = createAjv('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}

/**
 * One problem with a request: where (a JSON pointer into the body, or `query`/`params` path)
 * and what.
 * @public
 */
export interface RequestProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Ajv's errors as the `{ path, message }` list a 422 answers with. An unknown property is
 * reported at its own path.
 * @internal
 */
export function describeValidationErrors(
  errors: readonly Partial<ErrorObject>[],
  part: string | undefined,
): RequestProblem[] {
  return errors.map((error) => {
    let path = error.instancePath ?? '';
    let message = error.message ?? 'is invalid';
    const params = (error.params ?? {}) as Record<string, unknown>;
    if (error.keyword === 'additionalProperties') {
      path = `${path}/${String(params.additionalProperty)}`;
      message = 'is not a known property';
    } else if (error.keyword === 'required') {
      path = `${path}/${String(params.missingProperty)}`;
      message = 'is required';
    }
    return {
      path: part === undefined || part === 'body' ? path || '/' : `${part}:${path || '/'}`,
      message,
    };
  });
}

/**
 * A 422 for a request that is well-formed JSON but breaks the rules (spec 000 §8: invalid form).
 * @internal
 */
export function invalidRequest(problems: readonly RequestProblem[]): HttpError {
  return new HttpError(422, 'The request is invalid', undefined, problems);
}
