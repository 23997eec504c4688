import { type RawBuilder, sql } from 'kysely';

// The two things a statement writes as literals rather than bound parameters: a record
// property's name and a provider's id. With them in the text, a statement's expressions and
// conditions are the very ones a provider field's partial expression index is built on
// (`fieldIndexes.ts`), so the planner can use it whatever plan a prepared statement gets — a
// generic plan cannot match a parameter against an index expression or predicate. A literal is
// only ever made of the characters the patterns below allow; anything else stays a parameter.

/** A plain property name: letters, digits and underscores (what a `dbFieldName` is in practice). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** Lowercase UUID text, as ids are stored. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a property name is written as a literal (and its field can have an index). @internal */
export function isPlainPropertyName(name: string): boolean {
  return PLAIN_NAME.test(name);
}

/** A record property's name (`data -> <name>`), a literal when plain. @internal */
export function propertyNameSql(name: string): RawBuilder<string> {
  return isPlainPropertyName(name)
    ? sql<string>`${sql.raw(`'${name}'`)}::text`
    : sql<string>`${name}::text`;
}

/** Whether a provider's id is written as a literal (and its fields can have indexes). @internal */
export function isPlainProviderId(providerId: string): boolean {
  return UUID.test(providerId);
}

/** A provider's id (`provider_id = <id>`), a literal when it is UUID text. @internal */
export function providerIdSql(providerId: string): RawBuilder<string> {
  return isPlainProviderId(providerId)
    ? sql<string>`${sql.raw(`'${providerId}'`)}::uuid`
    : sql<string>`${providerId}`;
}
