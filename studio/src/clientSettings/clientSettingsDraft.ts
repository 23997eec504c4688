import type { ClientSettings } from '@tessera/client';

/** A client's settings as the server answers them: every setting, defaults filled in. */
export type StoredClientSettings = Required<ClientSettings>;

/**
 * The client settings being edited (spec 000 §3 Client): a number is `null` while its input is
 * empty.
 */
export interface ClientSettingsDraft {
  readonly defaultCountry: string;
  readonly defaultLocale: string;
  readonly maxImportRecordCount: number | null;
  readonly notifyAboutNewRegistrations: boolean;
  readonly registrationRequiresApproval: boolean;
  readonly minPasswordLength: number | null;
}

/** The draft of the stored settings. */
export function clientSettingsDraftOf(settings: StoredClientSettings): ClientSettingsDraft {
  return {
    defaultCountry: settings.defaultCountry,
    defaultLocale: settings.defaultLocale,
    maxImportRecordCount: settings.maxImportRecordCount,
    notifyAboutNewRegistrations: settings.notifyAboutNewRegistrations,
    registrationRequiresApproval: settings.registrationRequiresApproval,
    minPasswordLength: settings.minPasswordLength,
  };
}

/** Whether two drafts would save the same settings. */
export function sameClientSettingsDraft(a: ClientSettingsDraft, b: ClientSettingsDraft): boolean {
  return (Object.keys(a) as (keyof ClientSettingsDraft)[]).every((key) => a[key] === b[key]);
}

/**
 * What a save sends (`PUT settings/clientSettings`): every setting of a draft that passed the
 * form's rules, so numbers are set.
 */
export function clientSettingsSaveOf(draft: ClientSettingsDraft): StoredClientSettings {
  if (draft.maxImportRecordCount === null || draft.minPasswordLength === null) {
    throw new Error('Client settings are saved only once the form has no problems');
  }
  return {
    ...draft,
    maxImportRecordCount: draft.maxImportRecordCount,
    minPasswordLength: draft.minPasswordLength,
  };
}
