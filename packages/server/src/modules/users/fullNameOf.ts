import type { PersonalDetails } from '../../database/databaseTables';

/** A person's full name: surname followed by name (spec 001 §3.5). @internal */
export function fullNameOf(details: PersonalDetails): string {
  return [details.surname, details.name]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}
