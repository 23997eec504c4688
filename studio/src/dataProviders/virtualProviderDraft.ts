import type { DataProviderType, PipelineStage, QueryFilter } from '@tessera/engine';
import { fieldKindsOf, type ProviderDraft, removeField } from './providerDraft';

/**
 * The provider types whose records are computed, on every read, from other providers' records
 * (docs/virtual-providers.md): read-only, defined by what they read.
 */
export const virtualProviderTypes = [
  'query_sourced',
  'aggregating',
  'pipeline_query',
] as const satisfies readonly DataProviderType[];

/** One of {@link virtualProviderTypes}. */
export type VirtualProviderType = (typeof virtualProviderTypes)[number];

/** Whether a provider of this type computes its records from other providers' records. */
export function isVirtualType(type: DataProviderType): type is VirtualProviderType {
  return (virtualProviderTypes as readonly string[]).includes(type);
}

/**
 * The provider a virtual draft reads from: its query's, its pipeline's or its aggregated source
 * (`''` while none is chosen); `null` for a provider with records of its own.
 */
export function sourceProviderIdOf(draft: ProviderDraft): string | null {
  switch (draft.type) {
    case 'query_sourced':
      return draft.config.query.fromProviderId;
    case 'pipeline_query':
      return draft.config.pipeline.fromProviderId;
    case 'aggregating':
      return draft.config.sourceProviderId;
    default:
      return null;
  }
}

/**
 * The draft reading from another provider. A query's filter names the old source's fields, so it
 * starts over; fields that name source fields stay as they are and the checks point at those the
 * new source lacks.
 */
export function withSourceProvider(draft: ProviderDraft, providerId: string): ProviderDraft {
  switch (draft.type) {
    case 'query_sourced':
      return {
        ...draft,
        config: {
          ...draft.config,
          query: { type: 'general_query', fromProviderId: providerId },
        },
      };
    case 'pipeline_query':
      return {
        ...draft,
        config: {
          ...draft.config,
          pipeline: { ...draft.config.pipeline, fromProviderId: providerId },
        },
      };
    case 'aggregating':
      return { ...draft, config: { ...draft.config, sourceProviderId: providerId } };
    default:
      return draft;
  }
}

/** A query-sourced draft whose query has another filter (none: every source record). */
export function withQueryFilter(
  draft: ProviderDraft,
  filter: QueryFilter | undefined,
): ProviderDraft {
  if (draft.type !== 'query_sourced') return draft;
  const { filter: _old, ...query } = draft.config.query;
  return {
    ...draft,
    config: { ...draft.config, query: filter === undefined ? query : { ...query, filter } },
  };
}

/** A pipeline draft with other stages. */
export function withPipelineStages(
  draft: ProviderDraft,
  stages: readonly PipelineStage[],
): ProviderDraft {
  if (draft.type !== 'pipeline_query') return draft;
  return {
    ...draft,
    config: { ...draft.config, pipeline: { ...draft.config.pipeline, stages } },
  };
}

/**
 * The draft as a provider of another type (chosen while it is new): the configuration that type
 * needs, reading from the source already chosen; the fields of kinds the type does not hold are
 * removed (and from the access rules listing them); a computed provider has no binding — it has
 * no records to write elsewhere.
 */
export function changeProviderType(draft: ProviderDraft, type: DataProviderType): ProviderDraft {
  if (draft.type === type) return draft;
  const source = sourceProviderIdOf(draft) ?? '';
  const kinds = fieldKindsOf(type);
  const trimmed = draft.config.fields
    .filter((field) => !kinds.includes(field.type))
    .reduce((current, field) => removeField(current, field.id), draft);
  const fields = trimmed.config.fields;
  if (!isVirtualType(type)) return { ...trimmed, type, config: { fields } } as ProviderDraft;
  const { binding: _binding, ...base } = trimmed;
  switch (type) {
    case 'query_sourced':
      return {
        ...base,
        type,
        config: { fields, query: { type: 'general_query', fromProviderId: source } },
      };
    case 'pipeline_query':
      return {
        ...base,
        type,
        config: { fields, pipeline: { fromProviderId: source, stages: [] } },
      };
    case 'aggregating':
      return { ...base, type, config: { fields, sourceProviderId: source } };
  }
}
