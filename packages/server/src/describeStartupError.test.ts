import { describe, expect, it } from 'vitest';
import { ConfigError } from './configError';
import { describeStartupError } from './describeStartupError';

const listen = { host: 'localhost', port: 3000 };
const withCode = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('describeStartupError', () => {
  it('passes a ConfigError message on as is', () => {
    expect(describeStartupError(new ConfigError('PORT', 'expected x'), listen)).toBe(
      'PORT: expected x',
    );
  });

  it.each([
    ['EADDRINUSE', 'PORT: port 3000 is already in use on localhost (expected a free port)'],
    [
      'EACCES',
      'PORT: no permission to listen on port 3000 (expected a port above 1023 or the right to bind it)',
    ],
    ['EADDRNOTAVAIL', 'HOST: cannot listen on "localhost" (expected a local address or host name)'],
    ['ENOTFOUND', 'HOST: cannot listen on "localhost" (expected a local address or host name)'],
  ])('names the variable to change for %s', (code, message) => {
    expect(describeStartupError(withCode(code), listen)).toBe(message);
  });

  it('keeps only the first line of anything else', () => {
    expect(describeStartupError(new Error('migration failed\n    at x.js:1'), listen)).toBe(
      'migration failed',
    );
    expect(describeStartupError('odd', listen)).toBe('odd');
  });
});
