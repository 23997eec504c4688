import { type RawBuilder, sql } from 'kysely';

// The things a statement writes as literals rather than bound parameters: a record property's
// name, a provider's id and the words of a role's record access. With the first two in the
// text, a statement's expressions and conditions are the very ones a provider field's partial
// expression index is built on (`fieldIndexes.ts`), so the planner can use it whatever plan a
// prepared statement gets — a generic plan cannot match a parameter against an index expression
// or predicate. The words are the planner's to count (`plainWordsSql`). A literal is only ever
// made of the characters the patterns below allow; anything else stays a parameter.

/** A plain property name: letters, digits and underscores (what a `dbFieldName` is in practice). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** A plain word: letters, digits, spaces and `_ . - / : @` (never a quote or a backslash). */
const PLAIN_WORD = /^[\p{L}\p{N} _.\-/:@]{1,100}$/u;
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

/**
 * A list of words as the text array `words`: literals when every word is plain (and there are
 * at most 100 of them), else one bound parameter. A role's record access tests the same words
 * on every read, and a parameter hides them from the planner: it then takes `= any($1)` for a
 * rare condition, so the generic plan of a prepared statement costs more than the custom ones
 * and PostgreSQL plans the statement anew on every run — 24 ms a read of the endpoint
 * benchmark's role of 25 regions, more than running it (README, "Endpoint"). Written out, the
 * words are counted from the field's statistics like any constant, and the statement gets its
 * generic plan after five runs as any other.
 * @internal
 */
export function plainWordsSql(words: readonly string[]): RawBuilder<string[]> {
  if (words.length > 100 || !words.every((word) => PLAIN_WORD.test(word))) {
    return sql<string[]>`${words}::text[]`;
  }
  return sql<string[]>`array[${sql.join(words.map((word) => sql.raw(`'${word}'`)))}]::text[]`;
}
