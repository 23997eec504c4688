import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import {
  fetchClientScripts,
  fetchClientSettings,
  saveClientScripts,
  saveClientSettings,
} from './clientSettingsApi';

const settings = {
  defaultCountry: 'PL',
  defaultLocale: 'pl',
  maxImportRecordCount: 1000,
  notifyAboutNewRegistrations: false,
  registrationRequiresApproval: true,
  minPasswordLength: 8,
};

describe('client settings calls (admins: settings/clientSettings)', () => {
  it('reads the settings and sends only the changed ones', async () => {
    const adapter = createFixtureAdapter({
      'GET settings/clientSettings': { data: settings },
      'PUT settings/clientSettings': ({ body }) => ({
        data: { ...settings, ...(body as object) },
      }),
    });
    expect(await fetchClientSettings(adapter)).toEqual(settings);
    const saved = await saveClientSettings(adapter, { minPasswordLength: 12 });
    expect(saved.minPasswordLength).toBe(12);
    expect(adapter.calls[1]).toMatchObject({
      method: 'PUT',
      path: 'settings/clientSettings',
      body: { minPasswordLength: 12 },
    });
  });
});

describe('client scripts calls (admins: settings/clientScripts)', () => {
  it('reads the list and replaces it whole, in order', async () => {
    const scripts = [
      { id: 's1', name: 'Czat', src: 'https://chat.example.com/widget.js', status: 'active' },
    ] as const;
    const adapter = createFixtureAdapter({
      'GET settings/clientScripts': { data: scripts },
      'PUT settings/clientScripts': ({ body }) => ({
        data: (body as { items: object[] }).items.map((item, index) => ({
          id: `s${index + 1}`,
          status: 'active',
          ...item,
        })),
      }),
    });
    expect(await fetchClientScripts(adapter)).toEqual(scripts);
    const saved = await saveClientScripts(adapter, [
      { name: 'Licznik', content: 'window.counter = 1;' },
      { id: 's1', name: 'Czat', src: 'https://chat.example.com/widget.js', status: 'inactive' },
    ]);
    expect(saved.map((script) => [script.name, script.status])).toEqual([
      ['Licznik', 'active'],
      ['Czat', 'inactive'],
    ]);
    expect(adapter.calls[1]?.body).toEqual({
      items: [
        { name: 'Licznik', content: 'window.counter = 1;' },
        { id: 's1', name: 'Czat', src: 'https://chat.example.com/widget.js', status: 'inactive' },
      ],
    });
  });
});
