import type { ApiError } from '@tessera/client';
import type { ProviderField } from '@tessera/engine';
import type { ProblemMap } from '../common/problemText';
import { type KnownMessage, matchProblemText, readProblems } from '../common/readProblems';
import { problemLocation } from './problemLocation';

/** What the server's problems are read against: the fields sent, and the providers' names. */
export interface ServerProblemsContext {
  readonly fields: readonly Pick<ProviderField, 'id'>[];
  /** A provider's name by id (for the cycle of providers reading each other), when known. */
  readonly providerName?: (providerId: string) => string | undefined;
}

// The server's messages (English, for logs) that have a message of their own here.
function knownMessages({ providerName }: ServerProblemsContext): KnownMessage[] {
  const named = (id: string) => providerName?.(id) ?? id;
  return [
    [/^is already used by another /, () => ({ studio: 'dataProviders.problems.nameTaken' })],
    [
      /^is not a data provider of this (application )?version|^unknown data provider "/,
      () => ({ studio: 'dataProviders.problems.unknownProvider' }),
    ],
    [/^duplicate dbFieldName/, () => ({ studio: 'dataProviders.problems.dbFieldNameTaken' })],
    [
      /^is not a field of the data provider ".*": "(.*)"$/,
      (match) => ({
        studio: 'dataProviders.problems.unknownSourceField',
        params: { name: match[1] ?? '' },
      }),
    ],
    // An aggregating provider names source fields by id: the id would tell the designer nothing.
    [
      /^the source provider has no field /,
      () => ({ studio: 'dataProviders.problems.sourceFieldMissing' }),
    ],
    [
      /^virtual providers read each other in a cycle: (.*)$/,
      (match) => ({
        studio: 'dataProviders.problems.providerCycle',
        params: { cycle: (match[1] ?? '').split(' → ').map(named).join(' → ') },
      }),
    ],
    [/^a \w+ provider holds only /, () => ({ studio: 'dataProviders.problems.kindNotAllowed' })],
  ];
}

/**
 * A 422 answer to a provider save (`errors: [{ path, message }]`, JSON pointers into the body)
 * as problems where the editor shows them; `null` when the error is not a 422 with problems.
 * `base` is where the definition's parts sit in the body sent, for a request that sends one of
 * them alone (a pipeline checked at `/pipeline` is the provider's `/config/pipeline`).
 */
export function readServerProblems(
  error: ApiError,
  context: ServerProblemsContext,
  base: readonly string[] = [],
): ProblemMap | null {
  return readProblems(error, {
    locate: ({ segments }) => problemLocation([...base, ...segments], context.fields),
    text: matchProblemText(knownMessages(context), (message) => ({
      studio: 'dataProviders.problems.invalid',
      params: { detail: message },
    })),
  });
}
