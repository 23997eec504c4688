import type { DataProvider, InboxBuiltInColumn, ProviderFieldValue } from '@tessera/engine';
import { INBOX_BUILT_IN_COLUMNS } from '@tessera/engine';
import type { StudioTranslate } from '../i18n/useStudioTranslation';
import type { ViewColumn } from './viewDraft';

/**
 * Something a column, a filter or a sort can read: a record value by path (a provider field's
 * `dbFieldName`, or the record's `$id` / `$createdAt`) or, in an inbox, a value of the process.
 */
export interface FieldChoice {
  /** Unique among the choices: the path joined by dots, or `builtIn:{name}`. */
  readonly key: string;
  readonly label: string;
  readonly path?: readonly string[];
  readonly builtIn?: InboxBuiltInColumn;
  /** The value's type, where the provider says (filters write constants of it). */
  readonly valueType?: ProviderFieldValue['type'];
}

/** The key of a built-in inbox value. */
const builtInKey = (name: InboxBuiltInColumn) => `builtIn:${name}`;

/** The choice key a column reads, or `''` when it reads nothing yet. */
export function columnChoiceKey(column: ViewColumn): string {
  if ('builtIn' in column && column.builtIn !== undefined) return builtInKey(column.builtIn);
  return column.fieldAccess?.path.join('.') ?? '';
}

/**
 * What the records of `providers` offer (their fields that are not deleted, each name once, in
 * the providers' order) and the record's own id and creation time.
 */
export function recordFieldChoices(
  providers: readonly Pick<DataProvider, 'config'>[],
  t: StudioTranslate,
): FieldChoice[] {
  const choices = new Map<string, FieldChoice>();
  for (const provider of providers) {
    for (const field of provider.config.fields) {
      if (field.status === 'deleted' || choices.has(field.dbFieldName)) continue;
      choices.set(field.dbFieldName, {
        key: field.dbFieldName,
        label: field.name?.trim() ? field.name : field.dbFieldName,
        path: [field.dbFieldName],
        valueType: field.fieldValue.type,
      });
    }
  }
  return [
    ...choices.values(),
    { key: '$id', label: t('views.fields.recordId'), path: ['$id'], valueType: 'text' },
    {
      key: '$createdAt',
      label: t('views.fields.createdAt'),
      path: ['$createdAt'],
      valueType: 'date_time',
    },
  ];
}

/** The process's own values an inbox column may show (step, process, started, last moved). */
export function inboxBuiltInChoices(t: StudioTranslate): FieldChoice[] {
  return INBOX_BUILT_IN_COLUMNS.map((name) => ({
    key: builtInKey(name),
    label: t(`views.builtIn.${name}`),
    builtIn: name,
  }));
}

/** A column reading `choice`, under the header `label`, with `id`. */
export function columnFor(choice: FieldChoice, id: string, label: string): ViewColumn {
  if (choice.builtIn !== undefined) return { id, label, builtIn: choice.builtIn };
  return { id, label, fieldAccess: { path: [...(choice.path ?? [])] } };
}

/** The choices as a dropdown lists them: value the key, text the label. */
export function dropdownChoices(choices: readonly FieldChoice[]) {
  return choices.map((choice) => ({ value: choice.key, text: choice.label }));
}
