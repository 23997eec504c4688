import { isApiError, runCustomPipeline } from '@tessera/client';
import type { PipelineDefinition } from '@tessera/engine';
import { canonicalJson } from '../common/canonicalJson';
import type { ProblemMap } from '../common/problemText';
import { useAsyncResource } from '../common/useAsyncResource';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { adapter } from '../services';
import { readServerProblems } from './readServerProblems';

/** How long the stages stay unchanged before the server checks them (milliseconds). */
export const pipelineCheckDelayMs = 600;

/**
 * The rows a check reads the property names from — enough to meet every shape a pipeline gives —
 * and the only rows it asks for: the server counts the rest, so a pipeline over a large provider
 * is not sent whole on every pause.
 */
const sampledRows = 50;

/**
 * What the server said of a pipeline as written: nothing to check yet (no source provider or
 * no stages readable), checking, valid — with how many rows it gives now and the names of their
 * properties (the paths its fields may read) — or invalid, with the engine's problems where the
 * editor shows them (`source`, `stages{pointer}`); unavailable when it could not be asked.
 */
export type PipelineCheck =
  | { readonly status: 'idle' | 'checking' | 'unavailable' }
  | { readonly status: 'valid'; readonly rows: number; readonly properties: readonly string[] }
  | { readonly status: 'invalid'; readonly problems: ProblemMap };

function propertiesOf(rows: readonly Readonly<Record<string, unknown>>[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return [...names];
}

/**
 * Checks a pipeline provider's pipeline as the designer writes it (once the writing pauses): the
 * server runs it with the engine (`POST queries/custom`, the first page of its rows and their
 * count), which validates it first — the engine's
 * own validators cannot run in the browser under the app's Content-Security-Policy — and checks
 * the providers and fields it names, as a save would. `null`: nothing to check.
 */
export function usePipelineCheck(pipeline: PipelineDefinition | null): PipelineCheck {
  const key =
    pipeline === null || pipeline.fromProviderId === '' || pipeline.stages.length === 0
      ? ''
      : canonicalJson(pipeline);
  const settled = useDebouncedValue(key, pipelineCheckDelayMs);
  const result = useAsyncResource(settled, (signal) =>
    settled === ''
      ? Promise.resolve(null)
      : runCustomPipeline(
          adapter,
          JSON.parse(settled) as PipelineDefinition,
          { pagination: { page: 1, perPage: sampledRows } },
          { signal, skipErrorNotification: true },
        ),
  );
  if (key === '') return { status: 'idle' };
  if (settled !== key || result.status === 'loading') return { status: 'checking' };
  if (result.status === 'ready') {
    if (result.value === null) return { status: 'idle' };
    return {
      status: 'valid',
      rows: result.value.meta.total,
      properties: propertiesOf(result.value.data),
    };
  }
  const problems = isApiError(result.error)
    ? readServerProblems(result.error, { fields: [] }, ['config'])
    : null;
  return problems === null ? { status: 'unavailable' } : { status: 'invalid', problems };
}
