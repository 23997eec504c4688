import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseTables } from './databaseTables';
import { statementTemplate } from './statementTemplate';

const db = new Kysely<DatabaseTables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Db = typeof db;

describe('statementTemplate', () => {
  const build = vi.fn((kysely: Db, slot: (key: 'id' | 'host') => never) =>
    kysely
      .selectFrom('clients')
      .select('id')
      .where('id', '=', slot('id'))
      .where('status', '=', 'active')
      .where(sql<boolean>`domains @> array[${slot('host')}]::text[]`)
      .orderBy(sql`domains @> array[${slot('host')}]::text[]`, 'desc'),
  );
  const statement = statementTemplate(build);

  it('fills every slot with its value and keeps the constants where they were', () => {
    const compiled = statement(db, { id: 'c-1', host: 'a.example' });
    expect(compiled.sql).toBe(
      'select "id" from "clients" where "id" = $1 and "status" = $2 and domains @> array[$3]::text[] order by domains @> array[$4]::text[] desc',
    );
    expect(compiled.parameters).toEqual(['c-1', 'active', 'a.example', 'a.example']);
  });

  it('compiles once and gives each call its own values and query id', () => {
    const first = statement(db, { id: 'c-1', host: 'a.example' });
    const second = statement(db, { id: 'c-2', host: 'b.example' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual(['c-2', 'active', 'b.example', 'b.example']);
    expect(first.parameters).toEqual(['c-1', 'active', 'a.example', 'a.example']);
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('passes values of any kind through as they are', () => {
    const instant = new Date('2026-11-30T08:00:00Z');
    const compiled = statement(db, { id: null, host: instant });
    expect(compiled.parameters[0]).toBeNull();
    expect(compiled.parameters[2]).toBe(instant);
  });
});
