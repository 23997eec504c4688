import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupMessage } from './startupMessage';

describe('startupMessage', () => {
  it('shows the URL, the database and the default admin login', () => {
    const config = loadConfig({ DATA_DIR: '/srv/tessera' });
    expect(startupMessage(config, 'embedded PGlite in /srv/tessera')).toEqual([
      'Tessera is running on http://localhost:3000 (database: embedded PGlite in /srv/tessera)',
      'Super admin: admin@tessera.local / tessera-admin',
    ]);
  });

  it('never echoes a password set through TESSERA_ADMIN_PASSWORD', () => {
    const config = loadConfig({
      TESSERA_ADMIN_EMAIL: 'boss@example.com',
      TESSERA_ADMIN_PASSWORD: 'tessera-admin',
    });
    const lines = startupMessage(config, 'PostgreSQL at db:5432/tessera');
    expect(lines[1]).toBe('Super admin: boss@example.com (password from TESSERA_ADMIN_PASSWORD)');
    expect(lines.join('\n')).not.toContain('tessera-admin');
  });

  it.each([
    ['0.0.0.0', 'http://localhost:8080'],
    ['::', 'http://localhost:8080'],
    ['::1', 'http://[::1]:8080'],
    ['tessera.example.com', 'http://tessera.example.com:8080'],
  ])('shows HOST=%s as %s', (host, url) => {
    const [line] = startupMessage(loadConfig({ HOST: host, PORT: '8080' }), 'x');
    expect(line).toContain(`running on ${url} `);
  });
});
