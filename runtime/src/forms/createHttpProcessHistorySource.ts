import { fetchProcessHistoryLogs, type HttpAdapter, type SchemaDescription } from '@tessera/client';
import type { ProcessHistoryEntry, ProcessHistorySource } from '@tessera/fields-basic/runtime';

/** What the history of a form's process is read with. */
export interface HttpProcessHistorySourceOptions {
  readonly adapter: HttpAdapter;
  /** The process the form edits; `null` for a new one, which has no history yet. */
  readonly processId: string | null;
  /** Providers known already (the form preload's), for names the answer's relations lack. */
  readonly dataProviders?: readonly SchemaDescription[];
  /** Shown as the author of a change nobody is named for (an automatic action). */
  readonly unknownAuthor: string;
}

const presented = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : value;

/**
 * The process history of a form over `GET processHistoryLogs` (spec 002 §7): each changed column
 * of each log becomes an entry, its provider field id turned into the column's name through
 * `relations.dataProviders` and its author's id into the person's full name through
 * `relations.users`. With `fieldIds`, the server lists only changes of those provider fields.
 */
export function createHttpProcessHistorySource({
  adapter,
  processId,
  dataProviders = [],
  unknownAuthor,
}: HttpProcessHistorySourceOptions): ProcessHistorySource {
  return {
    processId,
    async load({ processId: id, fieldIds, signal }) {
      const history = await fetchProcessHistoryLogs(adapter, id, {
        ...(fieldIds && fieldIds.length > 0 ? { changedFieldIds: fieldIds } : {}),
        signal,
        // The field shows its own failure, with a retry button.
        skipErrorNotification: true,
      });
      const fieldNames = new Map<string, string>();
      for (const provider of [...dataProviders, ...history.relations.dataProviders]) {
        for (const field of provider.fields)
          fieldNames.set(field.id, field.name || field.dbFieldName);
      }
      const authors = new Map(history.relations.users.map((user) => [user.id, user.fullName]));
      const entries: ProcessHistoryEntry[] = [];
      for (const log of history.data) {
        for (const change of log.data?.changedFields ?? []) {
          entries.push({
            changeDate: log.createdAt,
            changeAuthor:
              (log.createdBy === null ? undefined : authors.get(log.createdBy)) ?? unknownAuthor,
            fieldName: fieldNames.get(change.providerFieldId) ?? change.providerFieldId,
            oldValue: presented(change.oldPresentedValue),
            newValue: presented(change.newPresentedValue),
          });
        }
      }
      return entries;
    },
  };
}
