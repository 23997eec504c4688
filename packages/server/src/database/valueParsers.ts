import type { ParserOptions } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * PGlite and node-postgres turn some column types into different JavaScript values. Code and
 * tests must see the same values on both, so both are set to the safer of the two:
 * - int8 (count(*), bigserial) stays a string: a number would silently lose digits past 2^53
 *   (PGlite's default is a number; node-postgres already keeps a string);
 * - date stays `YYYY-MM-DD`: a calendar day has no time zone, and both drivers' default Date is
 *   midnight in the server's local zone.
 */

const int8Oid = 20;
const dateOid = 1082;
const keepText = (value: string): string => value;

/** Parsers for `PGlite.create({ parsers })`. @internal */
export const pgliteParsers: ParserOptions = { [int8Oid]: keepText, [dateOid]: keepText };

/** Type parsers for a node-postgres pool (`new pg.Pool({ types })`), not its global ones. @internal */
export function createPgTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  types.setTypeParser(dateOid, keepText);
  return types;
}
