import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from './describePostgresUrl';

describe('describePostgresUrl', () => {
  it('keeps host, port and database, and leaves user and password out', () => {
    expect(describePostgresUrl('postgres://app:s3cret@db.example.com:6432/tessera')).toBe(
      'db.example.com:6432/tessera',
    );
  });

  it('fills in the default port', () => {
    expect(describePostgresUrl('postgresql://localhost/tessera')).toBe('localhost:5432/tessera');
  });

  it('says when no database is named', () => {
    expect(describePostgresUrl('postgres://x:y@127.0.0.1:1')).toBe(
      '127.0.0.1:1/(default database)',
    );
  });
});
