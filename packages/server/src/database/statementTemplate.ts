import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';

/** Where a template's value goes: it stands in for the value while the statement compiles. */
class Slot {
  constructor(readonly key: string) {}
}

/** A statement's compiled text, with the parameters that are slots marked by their key. */
interface Compiled<R> {
  readonly query: CompiledQuery<R>['query'];
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * A statement built and compiled once, then run with new values: `build` receives a slot for
 * each named value and uses it where the value goes, as it would use the value; each call fills
 * the compiled parameters from `values`. For the statements every request sends
 * (authentication), whose Kysely build and compile cost more Node time than the rest of their
 * run. The statement's shape must not depend on the values: a builder that branches on one needs
 * a template per branch.
 * @returns the statement for `values`, ready for `executeQuery`; the first call compiles it
 * with `db`.
 * @internal
 */
export function statementTemplate<K extends string, R, D>(
  build: (db: D, slot: (key: K) => never) => Compilable<R>,
): (db: D, values: Readonly<Record<K, unknown>>) => CompiledQuery<R> {
  let compiled: Compiled<R> | undefined;
  return (db, values) => {
    compiled ??= build(db, (key) => new Slot(key) as never).compile();
    return {
      query: compiled.query,
      queryId: createQueryId(),
      sql: compiled.sql,
      parameters: compiled.parameters.map((parameter) =>
        parameter instanceof Slot ? values[parameter.key as K] : parameter,
      ),
    };
  };
}
