import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnlyKysely as kysely } from '../../testing/compileOnlyKysely';
import { orderKeySql } from './orderKeySql';

const field = (name: string) => sql`(r.data -> ${sql.lit(name)})`;
const compiled = (parts: ReturnType<typeof orderKeySql>) =>
  parts.map((part) => part.compile(kysely));

describe('orderKeySql', () => {
  it('gives a field path five parts with the time zone written in, and the same text when asked again', () => {
    const first = compiled(orderKeySql(field('amount'), 'Europe/Warsaw'));
    expect(first).toHaveLength(5);
    expect(first.every((part) => part.parameters.length === 0)).toBe(true);
    // The temporal part reads the zone; the indexed parts are free of it.
    expect(first[3]!.sql).toContain(`at time zone 'Europe/Warsaw'::text`);
    expect(first.slice(0, 3).some((part) => part.sql.includes('Warsaw'))).toBe(false);
    expect(compiled(orderKeySql(field('amount'), 'Europe/Warsaw'))).toEqual(first);
    // Compiled once: the second call hands out the same parts.
    const [again] = orderKeySql(field('amount'), 'Europe/Warsaw');
    expect(orderKeySql(field('amount'), 'Europe/Warsaw')[0]).toBe(again);
  });

  it('keeps fields and zones apart', () => {
    const warsaw = compiled(orderKeySql(field('amount'), 'Europe/Warsaw'));
    const utc = compiled(orderKeySql(field('amount'), 'UTC'));
    const other = compiled(orderKeySql(field('region'), 'Europe/Warsaw'));
    expect(utc[3]!.sql).toBe(warsaw[3]!.sql.replaceAll(`'Europe/Warsaw'`, `'UTC'`));
    expect(other[0]!.sql).toBe(warsaw[0]!.sql.replaceAll(`'amount'`, `'region'`));
  });

  it('writes a zone with a quote as a literal, quote doubled', () => {
    const [, , , instant] = compiled(orderKeySql(field('amount'), "Mars/O'Neill"));
    expect(instant!.sql).toContain(`at time zone 'Mars/O''Neill'::text`);
  });

  it('builds the parts of a value with parameters afresh, its parameters kept', () => {
    const value = sql`(r.data -> ${'amount'})`;
    const parts = compiled(orderKeySql(value, 'UTC'));
    expect(parts[0]!.parameters).toContain('amount');
    expect(parts[3]!.sql).toContain(`at time zone 'UTC'::text`);
  });
});
