import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type JsonbSql, kindOf, numberOf, textOf } from './sqlValueKind';

// The zone-free head of the total order's key (`indexedKeySql`) as three immutable SQL functions
// of one JSONB value. A field index is built on calls of them, not on the expressions they hold:
// an index's expressions are stored in one catalog row, which cannot hold the ~13 kB the
// expressions take written out. PostgreSQL inlines the functions when it plans a statement (one
// `select` of immutable expressions each), so they cost what the expressions cost, and the
// index matches the statements that call them.
//
// Their bodies are generated from `sqlValueKind.ts` when the migration that creates them runs.
// An index holds what the functions computed when it was built: the functions are versioned
// (`_v1`), and a change of what they compute needs new functions under a new version (a new
// migration) and new indexes (`fieldIndexes.ts` names them after the version), never a
// `create or replace` of these. `orderKeyFunctions.int.test.ts` fails when the code no longer
// generates the bodies the database holds.

/** The version of the functions, part of their names and of the indexes' names. @internal */
export const ORDER_KEY_VERSION = 1;

const names = {
  kind: `tessera_value_kind_v${ORDER_KEY_VERSION}`,
  cls: `tessera_order_class_v${ORDER_KEY_VERSION}`,
  num: `tessera_order_number_v${ORDER_KEY_VERSION}`,
  text: `tessera_order_text_v${ORDER_KEY_VERSION}`,
} as const;

const call = (name: string, value: JsonbSql) => sql`${sql.raw(name)}(${value})`;

/**
 * The bodies (`select …` of the parameter `v`), by function name. The kind is called by its
 * name in `schema`: an index is built with a search path of the system catalog only.
 * @internal
 */
export function orderKeyFunctionBodies(schema: string): Record<string, RawBuilder<unknown>> {
  const v = sql.raw('v');
  const kind = sql`${sql.id(schema, names.kind)}(${v})`;
  return {
    [names.kind]: sql`select ${kindOf(v)}`,
    [names.cls]: sql`select case ${kind} when 0 then 0 when 5 then 1 when 1 then 2 when 2 then 3
      when 3 then 3 when 4 then 4 when 6 then ${sql.raw(String(ORDER_CLASS.list))} else 6 end`,
    [names.num]: sql`select (case ${kind} when 1 then ${numberOf(v)}
      when 5 then case when v = 'true'::jsonb then 1 else 0 end else 0 end)::float8`,
    [names.text]: sql`select case ${kind} when 4 then ${textOf(v)} else '' end`,
  };
}

const returnTypes: Readonly<Record<string, string>> = {
  [names.kind]: 'int',
  [names.cls]: 'int',
  [names.num]: 'float8',
  [names.text]: 'text',
};

/** Creates the functions (the kind first: the others call it). @internal */
export async function createOrderKeyFunctions(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  for (const [name, body] of Object.entries(orderKeyFunctionBodies(rows[0]!.schema))) {
    const text = body.compile(db).sql;
    if (text.includes('$body$')) throw new Error('a function body cannot hold its own quote');
    await sql`create function ${sql.raw(name)}(v jsonb) returns ${sql.raw(returnTypes[name]!)}
      language sql immutable parallel safe as ${sql.raw(`$body$${text}$body$`)}`.execute(db);
  }
}

/** Drops them. @internal */
export async function dropOrderKeyFunctions(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.values(names).reverse()) {
    await sql`drop function if exists ${sql.raw(name)}(jsonb)`.execute(db);
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
