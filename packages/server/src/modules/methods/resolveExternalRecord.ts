import {
  type EvaluationContext,
  type GetExternalRecordMethod,
  isVirtualProvider,
  recordValuesByFieldId,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { isUuid } from '../../http/routeSchemas';
import { createRecordRepository } from '../records/recordRepository';
import type { MethodDataScope } from './methodDataScope';
import { readableProvider } from './readableProvider';
import { recordReadValues } from './recordReadValues';

/** The record id a method computed: text (or a number written as text), else none. */
function recordIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    // A list select keeping the chosen record as `{ id, ... }`.
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? id.trim() : null;
  }
  return null;
}

/**
 * get_external_record (spec 001 §3.9): the record of a provider whose id the method's `recordId`
 * computed, as its read values (see {@link recordReadValues}) — only the columns the person's
 * roles may see. No id, an id that names no active record, or a record the person may not see:
 * null (a record someone may not see is, for them, not there).
 * @throws 422 for a provider that is not an active provider of stored records
 * @internal
 */
export async function resolveExternalRecord(
  scope: MethodDataScope,
  method: GetExternalRecordMethod,
  context: EvaluationContext,
  inputs: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown> | null> {
  const { provider, access } = await readableProvider(scope, method.providerId, context.host);
  if (isVirtualProvider(provider)) {
    throw new HttpError(
      422,
      `The get_external_record method reads stored records; provider ${provider.id} is computed by a query`,
      'providerNotAvailable',
    );
  }
  const recordId = recordIdOf(inputs.recordId);
  if (recordId === null || !isUuid(recordId)) return null;
  const row = await createRecordRepository(scope.trx, scope.tenant.scope, provider.id).find(
    recordId.toLowerCase(),
  );
  if (row === undefined) return null;
  if (!access.canSeeRecord(recordValuesByFieldId(provider, row.data), row.id)) return null;
  return recordReadValues(row, provider, access);
}
