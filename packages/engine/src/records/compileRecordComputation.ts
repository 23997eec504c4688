import type { DataProvider } from '../definitions/dataProvider.types';
import type { ProviderField } from '../definitions/providerField.types';
import { createEvaluationContext } from '../host/createEvaluationContext';
import type { EngineHost } from '../host/engineHost.types';
import { compileMethod } from '../methods/compileMethod';
import { fillStringTemplate } from './fillStringTemplate';
import { type PresentationOptions, presentRecordValue } from './presentRecordValue';

/** Record values by the provider's `dbFieldName`s, as stored in `data` / `original_data`. @public */
export type RecordData = Readonly<Record<string, unknown>>;

/** What a record's computed fields may read besides the record. @public */
export interface RecordComputationInput {
  readonly host: EngineHost;
  readonly recordId: string | null;
  /**
   * Locale numbers are written in when a string template presents them (the client's default
   * locale); as {@link PresentationOptions.locale} when absent.
   */
  readonly locale?: string;
}

/** A provider's record computation, compiled once. @public */
export interface RecordComputation {
  /** Fields whose values are written (value fields): the only ones a save may set. */
  readonly writableFields: readonly ProviderField[];
  /**
   * The read values (`data`) of a record from its written values (`originalData`): value fields
   * copied, computed fields recomputed, in the provider's field order.
   */
  compute(originalData: RecordData, input: RecordComputationInput): Promise<RecordData>;
}

/**
 * Compiles how a manual or process provider turns written values into read values (spec 001
 * §3.3–3.4): value fields hold what was written; a computed string template fills
 * `{{dbFieldName}}` placeholders with the presented values of the same record, an empty value
 * leaving no gap (see `fillStringTemplate`: empty placeholders, separators left without a value
 * beside them and runs of blanks go); a computed field
 * runs its method with the record's values by provider field id (so `field_value_access` names
 * provider fields). A computed field reads the fields before it, in order; deleted fields are
 * neither written nor computed. Query-based fields are filled by their query, not here.
 * @throws DefinitionError when a computed field's method is malformed
 * @public
 */
export function compileRecordComputation(provider: DataProvider): RecordComputation {
  const fields = provider.config.fields.filter((field) => field.status !== 'deleted');
  const steps = fields.map((field) => compileStep(field));
  return {
    writableFields: fields.filter((field) => field.type === 'value_field'),
    async compute(originalData, input) {
      const data: Record<string, unknown> = {};
      const valuesById: Record<string, unknown> = {};
      const presentation: PresentationOptions = {
        timeZone: input.host.timeZone,
        ...(input.locale === undefined ? {} : { locale: input.locale }),
      };
      const context = createEvaluationContext({
        host: input.host,
        values: valuesById,
        recordId: input.recordId,
      });
      for (const step of steps) {
        const value = await step(originalData, data, context, presentation);
        if (value === undefined) continue;
        data[step.field.dbFieldName] = value;
        valuesById[step.field.id] = value;
      }
      return data;
    },
  };

  function compileStep(field: ProviderField) {
    const byName = new Map(fields.map((candidate) => [candidate.dbFieldName, candidate]));
    const run = ((): ((
      original: RecordData,
      data: RecordData,
      context: ReturnType<typeof createEvaluationContext>,
      presentation: PresentationOptions,
    ) => unknown) => {
      switch (field.type) {
        case 'value_field':
          return (original) => original[field.dbFieldName] ?? null;
        case 'computed_string_template':
          return (_original, data, _context, presentation) =>
            fillStringTemplate(field.template, (name) => {
              const source = byName.get(name);
              return source === undefined
                ? ''
                : presentRecordValue(source, data[name], presentation);
            });
        case 'computed_field': {
          const method = compileMethod(field.method);
          return (_original, _data, context) => method(context) ?? null;
        }
        default:
          return () => undefined;
      }
    })();
    return Object.assign(run, { field });
  }
}
