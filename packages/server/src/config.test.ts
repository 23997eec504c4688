import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './configError';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has a default for everything, so a bare start works', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/app/.tessera',
      databaseUrl: undefined,
      admin: { email: 'admin@tessera.local', password: 'tessera-admin', passwordSource: 'default' },
      jwtSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      uploads: { maxFileSize: 50_000_000, documentTemplateMaxFileSize: 10_000_000 },
    });
  });

  it('reads upload limits in bytes and refuses anything but a positive integer', () => {
    expect(
      loadConfig({ TESSERA_UPLOAD_MAX_FILE_SIZE: '1000', TESSERA_TEMPLATE_MAX_FILE_SIZE: '2000' })
        .uploads,
    ).toEqual({ maxFileSize: 1000, documentTemplateMaxFileSize: 2000 });
    for (const bad of ['0', '-1', '1.5', '10MB', '99999999999']) {
      expect(() => loadConfig({ TESSERA_UPLOAD_MAX_FILE_SIZE: bad })).toThrow(
        /TESSERA_UPLOAD_MAX_FILE_SIZE: expected a size in bytes/,
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' }, '/srv')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  describe('PORT', () => {
    it.each([
      ['1', 1],
      ['8080', 8080],
      ['65535', 65535],
    ])('accepts %s', (value, port) => {
      expect(loadConfig({ PORT: value }).port).toBe(port);
    });

    it.each(['abc', '0', '65536', '-1', '80.5', '1e3', ' 80', '0x50'])('rejects %j', (value) => {
      const error = configError({ PORT: value });
      expect(error.variable).toBe('PORT');
      expect(error.message).toBe(
        `PORT: expected an integer from 1 to 65535, got ${JSON.stringify(value)}`,
      );
    });
  });

  it('HOST is taken as given', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  describe('DATA_DIR', () => {
    it('resolves a relative directory against the working directory', () => {
      expect(loadConfig({ DATA_DIR: 'data/tessera' }, '/srv').dataDir).toBe('/srv/data/tessera');
    });

    it('keeps an absolute directory', () => {
      expect(loadConfig({ DATA_DIR: '/var/lib/tessera/' }, '/srv').dataDir).toBe(
        '/var/lib/tessera',
      );
    });
  });

  describe('DATABASE_URL', () => {
    it.each([
      'postgres://tessera:secret@db.example.com:5432/tessera',
      'postgresql://localhost/tessera',
    ])('accepts %s', (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    });

    it('rejects another scheme, naming the scheme but not the URL', () => {
      const error = configError({ DATABASE_URL: 'mysql://root:hunter2@db/tessera' });
      expect(error.message).toBe(
        'DATABASE_URL: expected a postgres:// or postgresql:// URL, got a mysql:// URL',
      );
      expect(error.message).not.toContain('hunter2');
    });

    it('rejects a value that is not a URL without echoing it', () => {
      const error = configError({ DATABASE_URL: 'hunter2' });
      expect(error.message).toBe(
        'DATABASE_URL: expected a postgres:// or postgresql:// URL, got a value that is not a URL',
      );
    });

    it('rejects a URL without a host', () => {
      expect(configError({ DATABASE_URL: 'postgres:///tessera' }).message).toBe(
        'DATABASE_URL: expected a postgres:// or postgresql:// URL with a host name',
      );
    });
  });

  describe('TESSERA_ADMIN_EMAIL', () => {
    it('is stored in lower case, as logins compare case-insensitively', () => {
      expect(loadConfig({ TESSERA_ADMIN_EMAIL: 'Boss@Example.com' }).admin.email).toBe(
        'boss@example.com',
      );
    });

    it.each(['admin', 'admin@local', 'a b@example.com', '@example.com'])('rejects %j', (value) => {
      expect(configError({ TESSERA_ADMIN_EMAIL: value }).message).toBe(
        `TESSERA_ADMIN_EMAIL: expected an e-mail address, got ${JSON.stringify(value)}`,
      );
    });
  });

  describe('TESSERA_ADMIN_PASSWORD', () => {
    it('marks a password from the environment, so it is never printed', () => {
      expect(loadConfig({ TESSERA_ADMIN_PASSWORD: 'secret1' }).admin).toEqual({
        email: 'admin@tessera.local',
        password: 'secret1',
        passwordSource: 'env',
      });
    });

    it('"new password required with at least 6 characters" (spec 000 §5)', () => {
      expect(loadConfig({ TESSERA_ADMIN_PASSWORD: '123456' }).admin.password).toBe('123456');
      const error = configError({ TESSERA_ADMIN_PASSWORD: '12345' });
      expect(error.message).toBe('TESSERA_ADMIN_PASSWORD: expected at least 6 characters, got 5');
      expect(error.message).not.toContain('12345');
    });
  });

  describe('TESSERA_JWT_SECRET', () => {
    it('accepts 32 characters or more', () => {
      expect(loadConfig({ TESSERA_JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    });

    it('rejects a short secret without echoing it', () => {
      expect(configError({ TESSERA_JWT_SECRET: 'short-secret' }).message).toBe(
        'TESSERA_JWT_SECRET: expected at least 32 characters, got 12',
      );
    });
  });

  describe('TESSERA_TRUST_PROXY', () => {
    it('trusts no proxy by default: the client address comes from the socket', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TESSERA_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it('takes a hop count', () => {
      expect(loadConfig({ TESSERA_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    });

    it('takes proxy addresses, CIDR ranges and the private-range names', () => {
      expect(
        loadConfig({ TESSERA_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1,fd00::/8' })
          .trustProxy,
      ).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8']);
    });

    it.each(['true', '0', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2', '1,'])(
      'refuses %j, which would trust anyone or nothing it names',
      (value) => {
        expect(configError({ TESSERA_TRUST_PROXY: value }).message).toMatch(
          /^TESSERA_TRUST_PROXY: expected a hop count/,
        );
      },
    );
  });

  describe('LOG_LEVEL', () => {
    it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])(
      'accepts %s',
      (level) => {
        expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
      },
    );

    it('ignores letter case', () => {
      expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    });

    it('rejects anything else', () => {
      expect(configError({ LOG_LEVEL: 'verbose' }).message).toBe(
        'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
      );
    });
  });

  it('every message is one line', () => {
    const error = configError({ PORT: 'a\nb' });
    expect(error.message.split('\n')).toHaveLength(1);
  });
});
