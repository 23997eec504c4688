import {
  type AccessPathSegment,
  type CompareValue,
  type ComparisonOperator,
  type ConditionDefinition,
  compileCondition,
  type EvaluationContext,
  evaluateContextExpression,
  type FieldValueAccess,
  isEmptyValue,
  type SingleCompareValue,
  WILDCARD_ARRAY_POSITION,
} from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { type Comparison, compareSql, SqlQueryUnsupportedError } from './compileQuerySql';
import { plainWordsSql } from './indexedLiterals';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';
import { isEmptySql, type JsonbSql, kindOf, textOf } from './sqlValueKind';

// Compiles a stored condition (packages/engine/docs/conditions.md) into one SQL predicate over
// JSONB values that holds exactly when the engine's `compileCondition(...)` does. Right-hand
// values are worked out here, in Node (constants, and expressions from the context: today, now,
// the user, their roles), and only ever reach SQL as bound parameters; record values are compared
// inside PostgreSQL by the query compiler's ordering (`compareSql`, `sqlValueKind.ts`). Lists
// and objects on the right are unfolded into SQL by their known shape, so equality of lists as
// sets and of objects by properties is exact at any depth.

/**
 * A field's value on the row being tested, as JSONB (SQL NULL reads as empty), for an access
 * that then reads `path` into it: a reader may give a narrower value that holds the same along
 * that path (a looked-up record's `data` for a path into its properties, not its whole row).
 * @internal
 */
export type SqlConditionFields = (fieldId: string, path: readonly AccessPathSegment[]) => JsonbSql;

/**
 * Whether a field's whole value is read as a provider field index holds it (`fieldIndexes.ts`: a
 * literal property of a stored provider's row, whose statement writes the provider's id as a
 * literal too), so that a test of its key can be answered from the index.
 * @internal
 */
export type SqlKeyedFields = (fieldId: string) => boolean;

/**
 * The condition as a SQL predicate on the row `fields` reads, never NULL. A malformed definition
 * throws the engine's `DefinitionError`; a right value read from another field (`another_field`:
 * two record values of unknown shape, whose equality as sets and objects has no fixed depth)
 * throws {@link SqlQueryUnsupportedError}, and the caller evaluates that condition in Node.
 * @internal
 */
export function compileConditionSql(
  definition: ConditionDefinition,
  fields: SqlConditionFields,
  context: EvaluationContext,
  keyed: SqlKeyedFields = () => false,
): RawBuilder<boolean> {
  compileCondition(definition);
  return new ConditionCompiler(fields, context, keyed).condition(definition);
}

/** The words of one field that a record's value is tested to be one of. @internal */
export interface KeyedWords {
  readonly fieldId: string;
  readonly words: readonly string[];
}

/**
 * What alternatives — conditions any of which lets a record through, `or`s among them unfolded —
 * test, when they all test one keyed field's whole value for words (`equal` a word, `in_array`
 * of words): the field and all their words; so they hold exactly for the records whose value is
 * one of the words. Undefined for anything else, and for no alternative.
 * @internal
 */
export function keyedWordsOfAny(
  conditions: readonly ConditionDefinition[],
  context: EvaluationContext,
  keyed: SqlKeyedFields,
): KeyedWords | undefined {
  const compiler = new ConditionCompiler(() => sql`null::jsonb`, context, keyed);
  const unfolded = (definition: ConditionDefinition): ConditionDefinition[] =>
    definition.type === 'or' ? definition.conditions.flatMap(unfolded) : [definition];
  const found = conditions.flatMap(unfolded).map((child) => compiler.keyedWordsOf(child));
  const fieldId = found[0]?.fieldId;
  if (fieldId === undefined) return undefined;
  const words = new Set<string>();
  for (const one of found) {
    if (one?.fieldId !== fieldId) return undefined;
    for (const word of one.words) words.add(word);
  }
  return { fieldId, words: [...words] };
}

class ConditionCompiler {
  private aliases = 0;
  private readonly zone: { readonly timeZone: string };

  constructor(
    private readonly fields: SqlConditionFields,
    private readonly context: EvaluationContext,
    private readonly keyed: SqlKeyedFields,
  ) {
    this.zone = { timeZone: context.host.timeZone };
  }

  condition(definition: ConditionDefinition): RawBuilder<boolean> {
    switch (definition.type) {
      case 'constant':
        return definition.value === true ? TRUE : FALSE;
      case 'and':
        return and(definition.conditions.map((child) => this.condition(child)));
      case 'or':
        return or(this.alternatives(definition.conditions));
      case 'is_empty':
        return isEmptySql(this.access(definition.valueAccess));
      case 'non_empty':
        return sql<boolean>`(not ${isEmptySql(this.access(definition.valueAccess))})`;
      case 'compare_value':
        // Spec 001 §5.3: a compare without an operator is false.
        if (definition.operator === undefined) return FALSE;
        return this.compare(
          this.access(definition.leftValueAccess),
          definition.operator,
          definition.rightValue,
          (definition.leftValueAccess.path ?? []).length === 0 &&
            this.keyed(definition.leftValueAccess.fieldId),
        );
    }
  }

  /**
   * The parts of an `or`: its conditions, where two or more of them test the same keyed field's
   * words (`equal` a word, `in_array` of words: `keyedWordsOf`) as one test of all their words —
   * the same records, and one list the field's index answers, where PostgreSQL would keep
   * separate lists as a filter on every entry of the key's class.
   */
  private alternatives(conditions: readonly ConditionDefinition[]): RawBuilder<boolean>[] {
    const found = conditions.map((child) => this.keyedWordsOf(child));
    const byField = new Map<string, string[]>();
    for (const words of found) {
      if (words !== undefined) {
        byField.set(words.fieldId, [...(byField.get(words.fieldId) ?? []), ...words.words]);
      }
    }
    const merged = new Set(
      [...byField.keys()].filter(
        (fieldId) => found.filter((words) => words?.fieldId === fieldId).length > 1,
      ),
    );
    const parts = [...merged].map((fieldId) =>
      keyedWords(this.access({ fieldId }), [...new Set(byField.get(fieldId))]),
    );
    conditions.forEach((child, index) => {
      const fieldId = found[index]?.fieldId;
      if (fieldId === undefined || !merged.has(fieldId)) parts.push(this.condition(child));
    });
    return parts;
  }

  /** The words a condition tests a keyed field's whole value for, when it is only that. */
  keyedWordsOf(definition: ConditionDefinition): KeyedWords | undefined {
    if (definition.type !== 'compare_value') return undefined;
    const { leftValueAccess: access, operator, rightValue: right } = definition;
    if ((access.path ?? []).length > 0 || !this.keyed(access.fieldId)) return undefined;
    if (right === undefined || right.type === 'range' || right.type === 'another_field') {
      return undefined;
    }
    if (operator !== 'equal' && operator !== 'in_array') return undefined;
    const value = this.resolve(right);
    const words = operator === 'equal' ? [value] : asItems(value);
    return words.length > 0 && words.every(isWord) ? { fieldId: access.fieldId, words } : undefined;
  }

  private compare(
    left: JsonbSql,
    operator: ComparisonOperator,
    right: CompareValue | undefined,
    keyed: boolean,
  ): RawBuilder<boolean> {
    if (right?.type === 'range') {
      const start = right.start === undefined ? null : this.resolve(right.start);
      const end = right.end === undefined ? null : this.resolve(right.end);
      const parts = [sql<boolean>`(not ${isEmptySql(left)})`];
      if (!isEmptyValue(start)) parts.push(this.order(left, start, '>='));
      if (!isEmptyValue(end)) parts.push(this.order(left, end, '<='));
      return sql<boolean>`(${sql.join(parts, sql` and `)})`;
    }
    const value = right === undefined ? null : this.resolve(right);
    switch (operator) {
      case 'equal':
        return this.equalOn(left, value, keyed);
      case 'not_equal':
        return sql<boolean>`(not ${this.equalOn(left, value, keyed)})`;
      case 'in_array':
        return this.inArray(left, value, keyed);
      case 'not_in_array':
        return sql<boolean>`(not ${this.inArray(left, value, keyed)})`;
      case 'less_than':
        return this.order(left, value, '<');
      case 'less_than_or_equal':
        return this.order(left, value, '<=');
      case 'greater_than':
        return this.order(left, value, '>');
      case 'greater_than_or_equal':
        return this.order(left, value, '>=');
      case 'includes':
        return this.includes(left, value);
      case 'is_included_in':
        return this.isIncludedIn(left, value, keyed);
      case 'array_includes_all':
        return and(asItems(value).map((wanted) => this.anyItemEquals(left, wanted)));
      case 'array_not_includes_one_of':
        return and(
          asItems(value).map(
            (unwanted) => sql<boolean>`(not ${this.anyItemEquals(left, unwanted)})`,
          ),
        );
      case 'between':
        // The engine reports `between` without a range as a definition error.
        return FALSE;
    }
  }

  /** A right-hand value, resolved in Node. */
  private resolve(value: SingleCompareValue): unknown {
    switch (value.type) {
      case 'const':
        return value.value ?? null;
      case 'expression':
        return evaluateContextExpression(value.expression, this.context);
      case 'another_field':
        throw new SqlQueryUnsupportedError(
          'a right value from another field is not compiled to SQL',
        );
    }
  }

  /** `equal` of a field's value: a word on a keyed field by its key (`keyedWords`). */
  private equalOn(left: JsonbSql, value: unknown, keyed: boolean): RawBuilder<boolean> {
    return keyed && isWord(value) ? keyedWords(left, [value]) : this.equal(left, value);
  }

  /** The operator `equal` (`valuesEqual`) of a SQL value and a known one. */
  private equal(left: JsonbSql, value: unknown): RawBuilder<boolean> {
    if (isEmptyValue(value)) return isEmptySql(left);
    if (Array.isArray(value)) {
      // Equal as sets: every item of each side has an equal item in the other.
      const item = this.alias();
      const each = sql<boolean>`not exists (select 1 from ${elementsOf(left)} as ${item}(value)
        where not ${or(value.map((one) => this.equal(sql`${item}.value`, one)))})`;
      return sql<boolean>`(case when ${kindOf(left)} = 6 then ${each} and ${and(
        value.map((one) => this.exists(left, one)),
      )} else false end)`;
    }
    if (typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      const keys = sql<boolean>`(select count(*) from jsonb_object_keys(case
        when jsonb_typeof(${left}) = 'object' then ${left} end)) = ${entries.length}`;
      const properties = entries.map(([key, one]) => {
        const part = sql`(${left} -> ${key}::text)`;
        return sql<boolean>`(${part} is not null and ${this.equal(part, one)})`;
      });
      return sql<boolean>`(case when ${kindOf(left)} = 7 then ${and([keys, ...properties])} else false end)`;
    }
    return this.compared(left, value, '=');
  }

  /** An ordering (`compareValues`) against a known value: lists and objects are only equal. */
  private order(left: JsonbSql, value: unknown, comparison: Comparison): RawBuilder<boolean> {
    if (isEmptyValue(value)) return FALSE;
    if (typeof value === 'object') {
      return comparison === '<=' || comparison === '>=' ? this.equal(left, value) : FALSE;
    }
    return this.compared(left, value, comparison);
  }

  /** A scalar comparison; wrapped so that the predicate is never NULL. */
  private compared(left: JsonbSql, value: unknown, comparison: Comparison): RawBuilder<boolean> {
    const equalOnly = comparison === '=' || comparison === '>=' || comparison === '<=';
    // Fast paths that skip classifying the row's value (its regular expressions), measured in
    // the README: a boolean or a word is only ever equal to the same JSON value, and a JSON
    // number on the row compares as a double.
    if (typeof value === 'boolean') {
      return equalOnly
        ? sql<boolean>`coalesce(${left} = ${JSON.stringify(value)}::jsonb, false)`
        : FALSE;
    }
    if (comparison === '=' && isWord(value)) {
      return sql<boolean>`coalesce(${left} = ${JSON.stringify(value)}::jsonb, false)`;
    }
    const full = sql<boolean>`coalesce(${compareSql(left, value, comparison, this.zone)}, false)`;
    if (typeof value === 'number') {
      return sql<boolean>`(case jsonb_typeof(${left})
        when 'number' then (${left})::float8 ${sql.raw(comparison)} ${value}::float8
        when 'string' then ${full} else false end)`;
    }
    return full;
  }

  /**
   * `in_array`: the value equals an item of the known list (a single value: a list of one). The
   * items only ever equal the same JSON value (words and booleans, as in `compared`) are tested
   * at once, `= any` of one bound array: a role's record filter of 25 regions as 25 ORed
   * equalities extracted the field 25 times per row and took 3× as long (README, "Endpoint").
   * From {@link HASHED_LIST_SIZE} items on they are a set the statement hashes once: `= any` of
   * a bound array compares each row with every item (PostgreSQL hashes only a constant array, and
   * a prepared statement's generic plan has a parameter), `in (select unnest(…))` is one hashed
   * subplan — the endpoint benchmark's count of 25 regions, capped at 10,000, 81 → 32 ms at
   * 1,000,000 records (README, "Endpoint").
   * On a keyed field (`SqlKeyedFields`) the words are a test of its key instead (`keyedWords`),
   * which the field's index answers.
   * The rest (numbers, dates, lists, objects, empty values) keep their own `equal`.
   */
  private inArray(left: JsonbSql, value: unknown, keyed: boolean): RawBuilder<boolean> {
    const words: string[] = [];
    const exact: string[] = [];
    const others: RawBuilder<boolean>[] = [];
    for (const one of asItems(value)) {
      if (keyed && isWord(one)) words.push(one);
      else if (typeof one === 'boolean' || isWord(one)) exact.push(JSON.stringify(one));
      else others.push(this.equal(left, one));
    }
    if (words.length > 0) others.unshift(keyedWords(left, words));
    if (exact.length === 0) return or(others);
    const anyExact =
      exact.length < HASHED_LIST_SIZE
        ? sql<boolean>`coalesce(${left} = any(${exact}::jsonb[]), false)`
        : sql<boolean>`coalesce(${left} in (select unnest(${exact}::jsonb[])), false)`;
    return others.length === 0 ? anyExact : or([anyExact, ...others]);
  }

  /** Whether an item of the SQL list equals a known value. */
  private exists(list: JsonbSql, value: unknown): RawBuilder<boolean> {
    const item = this.alias();
    return sql<boolean>`exists (select 1 from ${elementsOf(list)} as ${item}(value)
      where ${this.equal(sql`${item}.value`, value)})`;
  }

  /** Whether an item of the SQL value as a list (`asItems`) equals a known value. */
  private anyItemEquals(left: JsonbSql, value: unknown): RawBuilder<boolean> {
    const items = sql`(case when ${kindOf(left)} = 0 then '[]'::jsonb
      when jsonb_typeof(${left}) = 'array' then ${left} else jsonb_build_array(${left}) end)`;
    return this.exists(items, value);
  }

  /** `includes`: the SQL text or number contains the known text, or its list an equal item. */
  private includes(left: JsonbSql, value: unknown): RawBuilder<boolean> {
    if (isEmptyValue(value)) return FALSE;
    const part = searchableText(value);
    const inText =
      part === undefined
        ? FALSE
        : sql<boolean>`coalesce(strpos(${searchableTextSql(left)}, ${part}::text) > 0, false)`;
    return sql<boolean>`(case when ${kindOf(left)} = 0 then false
      when jsonb_typeof(${left}) = 'array' then ${this.exists(left, value)} else ${inText} end)`;
  }

  /** `is_included_in`: `includes` with the known value as the haystack. */
  private isIncludedIn(left: JsonbSql, value: unknown, keyed: boolean): RawBuilder<boolean> {
    if (isEmptyValue(value)) return FALSE;
    const notEmpty = sql<boolean>`(not ${isEmptySql(left)})`;
    if (Array.isArray(value)) return and([notEmpty, this.inArray(left, value, keyed)]);
    const text = searchableText(value);
    if (text === undefined) return FALSE;
    return sql<boolean>`coalesce(strpos(${text}::text, ${searchableTextSql(left)}) > 0, false)`;
  }

  /** A field value access (`{ fieldId, path }`) on the row. */
  private access(access: FieldValueAccess): JsonbSql {
    const path = access.path ?? [];
    return this.path(this.fields(access.fieldId, path), path);
  }

  /** A part of a value (`compileAccessPathAt`): missing parts read as SQL NULL (empty). */
  private path(start: JsonbSql, path: readonly AccessPathSegment[]): JsonbSql {
    let value = start;
    for (let index = 0; index < path.length; index += 1) {
      const segment = path[index]!;
      if (typeof segment === 'string') {
        // Guarded: PostgreSQL's `->` reads some scalars as lists of one.
        value = sql`(case when jsonb_typeof(${value}) = 'object' then ${value} -> ${segment}::text end)`;
        continue;
      }
      if (
        segment.type === 'relative_position' ||
        ((segment.positionType ?? 'atPosition') === 'atPosition' &&
          segment.position === WILDCARD_ARRAY_POSITION)
      ) {
        // Every item, each read further by the rest of the path; a record has no current row, so
        // a relative access is every item too.
        return this.everyItem(value, path.slice(index + 1));
      }
      const at = itemIndex(value, segment.positionType ?? 'atPosition', segment.position ?? 1);
      value = sql`(case when jsonb_typeof(${value}) = 'array' then ${value} -> ${at} end)`;
    }
    return value;
  }

  /** The list of a list's items read through `rest` (missing parts as null), or nothing. */
  private everyItem(list: JsonbSql, rest: readonly AccessPathSegment[]): JsonbSql {
    const item = this.alias();
    const read = this.path(sql`${item}.value`, rest);
    return sql`(case when jsonb_typeof(${list}) = 'array' then (select coalesce(
      jsonb_agg(coalesce(${read}, 'null'::jsonb) order by ${item}.n), '[]'::jsonb)
      from ${elementsOf(list)} with ordinality as ${item}(value, n)) end)`;
  }

  private alias(): RawBuilder<unknown> {
    this.aliases += 1;
    return sql.id(`c${this.aliases}`);
  }
}

const TRUE = sql<boolean>`true`;
const FALSE = sql<boolean>`false`;

/**
 * The number of known items from which `in_array` hashes them: PostgreSQL's own size for hashing
 * a constant `= any` array (fewer are compared faster one by one). @internal
 */
export const HASHED_LIST_SIZE = 9;

/**
 * Whether the value is one of the words, on its key in the total order (`indexedKeySql`): class
 * text, number 0 and the word's text. Exact: a word (`isWord`) is always of kind text, whose key
 * text is the string as it is, and no other value has that key; and never NULL. Written as a
 * field index stores it, it is an index scan of one range per word: the endpoint benchmark's count
 * of a role's 25 regions, capped at 10,000 of 1,000,000 orders, 25–30 ms by the hashed set,
 * 9–13 ms by the region's index, most of it the visit of each row's heap page (README,
 * "Endpoint"). Without the index (a provider not saved since it got its rule) the test is still
 * exact, on each row.
 */
function keyedWords(left: JsonbSql, words: readonly string[]): RawBuilder<boolean> {
  const [cls, num, text] = indexedKeySql(left);
  return sql<boolean>`(${cls} = ${sql.lit(ORDER_CLASS.text)} and ${num} = 0
    and ${text} = any(${plainWordsSql(words)}))`;
}

function and(parts: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  return parts.length === 0 ? TRUE : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

function or(parts: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  return parts.length === 0 ? FALSE : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Whether a string is of the engine's text kind, conservatively: not blank, and its first
 * character rules out numeric text (a digit, a sign or a point) and dates and date-times (a
 * digit). Such a string equals exactly the same string and nothing else.
 */
function isWord(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const first = value.trim().charAt(0);
  return first !== '' && !/[0-9+\-.]/.test(first);
}

/** A list's items for `from … as x(value)`; nothing for any other value. */
function elementsOf(list: JsonbSql): RawBuilder<unknown> {
  return sql`jsonb_array_elements(case when jsonb_typeof(${list}) = 'array' then ${list} end)`;
}

/** The engine's `asItems`: a list as it is, an empty value as no items, else a list of one. */
function asItems(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmptyValue(value) ? [] : [value];
}

/** The index an absolute array access reads (`->` gives NULL outside the list). */
function itemIndex(
  list: JsonbSql,
  positionType: 'firstItem' | 'atPosition' | 'afterPosition' | 'lastItem',
  position: number,
): RawBuilder<number> {
  switch (positionType) {
    case 'firstItem':
      return sql<number>`0`;
    case 'atPosition':
      return sql<number>`${position - 1}::int`;
    case 'afterPosition':
      return sql<number>`${position}::int`;
    case 'lastItem':
      return sql<number>`(jsonb_array_length(${list}) - 1)`;
  }
}

/** The engine's `searchableText`: non-blank text, and finite numbers as JavaScript writes them. */
function searchableText(value: unknown): string | undefined {
  if (typeof value === 'string') return isEmptyValue(value) ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * `searchableText` of a JSONB value: the text of a non-blank string; a number as JavaScript's
 * `String(number)` writes it (the shortest digits that read back as the same double, in plain
 * notation for exponents -7 to 20 and as `1.5e+21` outside), rebuilt from PostgreSQL's shortest
 * double text; NULL for anything else.
 */
function searchableTextSql(value: JsonbSql): RawBuilder<string | null> {
  // parts: sign, digits without leading or trailing zeros, and n, where the number is
  // 0.digits × 10^n (ECMAScript Number::toString's k digits and n).
  const parsed = sql`(select m[1] as sign, m[2] || coalesce(m[3], '') as raw,
      length(m[2]) + coalesce(m[4]::int, 0) as point
    from regexp_match(case when jsonb_typeof(${value}) = 'number' then (${value})::float8::text end, '^(-?)([0-9]+)(?:\\.([0-9]+))?(?:e([-+][0-9]+))?$') as m)`;
  const digits = sql`(select p.sign as sign, rtrim(ltrim(p.raw, '0'), '0') as d,
      p.point - (length(p.raw) - length(ltrim(p.raw, '0'))) as n from ${parsed} as p)`;
  const written = sql<string>`(select case
      when q.d = '' then '0'
      when q.n > 21 or q.n <= -6 then q.sign || left(q.d, 1)
        || case when length(q.d) > 1 then '.' || substr(q.d, 2) else '' end
        || 'e' || case when q.n - 1 >= 0 then '+' else '-' end || abs(q.n - 1)::text
      when length(q.d) <= q.n then q.sign || q.d || repeat('0', q.n - length(q.d))
      when q.n > 0 then q.sign || left(q.d, q.n) || '.' || substr(q.d, q.n + 1)
      else q.sign || '0.' || repeat('0', -q.n) || q.d end
    from ${digits} as q)`;
  return sql<string | null>`(case jsonb_typeof(${value})
    when 'string' then case when ${isEmptySql(value)} then null else ${textOf(value)} end
    when 'number' then ${written} end)`;
}
