import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type JsonbSql,
  kindOf,
  numberOf,
  TEXT_NUMBER_FUNCTION,
  textNumberFunctionBody,
  textOf,
  trimmedTextOf,
} from './sqlValueKind';

// The zone-free head of the total order's key (`indexedKeySql`) as three immutable SQL functions
// of one JSONB value. A field index is built on calls of them, not on the expressions they hold:
// an index's expressions are stored in one catalog row, which cannot hold the ~13 kB the
// expressions take written out. PostgreSQL inlines the functions when it plans a statement (one
// `select` of immutable expressions each), so they cost what the expressions cost, and the
// index matches the statements that call them.
//
// Their bodies are generated from `sqlValueKind.ts` when the migration that creates them runs.
// An index holds what the functions computed when it was built: the functions are versioned
// (`_v1`, `_v2`), and a change of what they compute needs new functions under a new version (a new
// migration) and new indexes (`fieldIndexes.ts` names them after the version), never a
// `create or replace` of these. `orderKeyFunctions.int.test.ts` fails when the code no longer
// generates the bodies the database holds.

/** The version of the functions, part of their names and of the indexes' names. @internal */
export const ORDER_KEY_VERSION = 2;

/** The names of the functions of a version. */
function namesOf(version: number) {
  return {
    kind: `tessera_value_kind_v${version}`,
    cls: `tessera_order_class_v${version}`,
    num: `tessera_order_number_v${version}`,
    text: `tessera_order_text_v${version}`,
  } as const;
}

const names = namesOf(ORDER_KEY_VERSION);

const call = (name: string, value: JsonbSql) => sql`${sql.raw(name)}(${value})`;

/**
 * Version 1's number (migration 0009): the cast that fails on numeric text beyond a double
 * (`'1e400'`), kept so the migrations create what they always created.
 */
function numberOfV1(value: JsonbSql): RawBuilder<number> {
  return sql<number>`(case jsonb_typeof(${value}) when 'number' then (${value})::float8
    else ${trimmedTextOf(value)}::float8 end)`;
}

/**
 * The bodies (`select …` of the parameter `v`, `s` for the text number), by function name, in
 * the order they are created (a function calls only those before it). A function calls another
 * by its name in `schema`: an index is built with a search path of the system catalog only.
 * Version 2 (migration 0011) settles words by their first character (`kindOf`) and reads numeric
 * text of any size (`numberOf`); version 1 (migration 0009) fails on `'1e400'`.
 * @internal
 */
export function orderKeyFunctionBodies(
  schema: string,
  version: number = ORDER_KEY_VERSION,
): Record<string, RawBuilder<unknown>> {
  const n = namesOf(version);
  const v = sql.raw('v');
  const kind = sql`${sql.id(schema, n.kind)}(${v})`;
  const number =
    version === 1
      ? numberOfV1(v)
      : numberOf(v, (text) => sql<number>`${sql.id(schema, TEXT_NUMBER_FUNCTION)}(${text})`);
  return {
    ...(version === 1 ? {} : { [TEXT_NUMBER_FUNCTION]: textNumberFunctionBody() }),
    [n.kind]: sql`select ${kindOf(v)}`,
    [n.cls]: sql`select case ${kind} when 0 then 0 when 5 then 1 when 1 then 2 when 2 then 3
      when 3 then 3 when 4 then 4 when 6 then ${sql.raw(String(ORDER_CLASS.list))} else 6 end`,
    [n.num]: sql`select (case ${kind} when 1 then ${number}
      when 5 then case when v = 'true'::jsonb then 1 else 0 end else 0 end)::float8`,
    [n.text]: sql`select case ${kind} when 4 then ${textOf(v)} else '' end`,
  };
}

/** The parameter and result of each function, by the last part of its name. */
function signatureOf(name: string): { parameter: string; result: string } {
  if (name === TEXT_NUMBER_FUNCTION) return { parameter: 's text', result: 'float8' };
  const result = name.startsWith('tessera_order_number')
    ? 'float8'
    : name.startsWith('tessera_order_text')
      ? 'text'
      : 'int';
  return { parameter: 'v jsonb', result };
}

/** Creates a version's functions. @internal */
export async function createOrderKeyFunctions(
  db: Kysely<unknown>,
  version: number = ORDER_KEY_VERSION,
): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  for (const [name, body] of Object.entries(orderKeyFunctionBodies(rows[0]!.schema, version))) {
    const text = body.compile(db).sql;
    if (text.includes('$body$')) throw new Error('a function body cannot hold its own quote');
    const { parameter, result } = signatureOf(name);
    await sql`create function ${sql.raw(name)}(${sql.raw(parameter)}) returns ${sql.raw(result)}
      language sql immutable parallel safe as ${sql.raw(`$body$${text}$body$`)}`.execute(db);
  }
}

/** Drops a version's functions (the callers first). @internal */
export async function dropOrderKeyFunctions(
  db: Kysely<unknown>,
  version: number = ORDER_KEY_VERSION,
): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  for (const name of Object.keys(orderKeyFunctionBodies(rows[0]!.schema, version)).reverse()) {
    const { parameter } = signatureOf(name);
    await sql`drop function if exists ${sql.raw(name)}(${sql.raw(parameter.split(' ')[1]!)})`.execute(
      db,
    );
  }
}

/** The parts of {@link indexedKeySql}. */
type IndexedKey = readonly [
  cls: RawBuilder<number>,
  num: RawBuilder<number>,
  text: RawBuilder<string>,
];

/**
 * The classes of {@link indexedKeySql}: the first part of the total order's key.
 * @internal
 */
export const ORDER_CLASS = {
  empty: 0,
  boolean: 1,
  number: 2,
  temporal: 3,
  text: 4,
  list: 5,
  object: 6,
} as const;

/**
 * The zone-free head of the total order's key of a value (`orderKeySql`): its class (0 empty, 1
 * booleans, 2 numbers, 3 dates and date-times, 4 text, 5 lists, 6 objects), its number (numbers;
 * booleans as 0 and 1) and its text by code point (text), as calls of the functions — so over a
 * literal property (`propertyNameSql`) it is exactly what a field's B-tree expression index
 * stores (`fieldIndexes.ts`).
 * @internal
 */
export function indexedKeySql(value: JsonbSql): IndexedKey {
  return [
    sql<number>`${call(names.cls, value)}`,
    sql<number>`${call(names.num, value)}`,
    sql<string>`${call(names.text, value)} collate "C"`,
  ];
}
