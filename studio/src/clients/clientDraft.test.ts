import { describe, expect, it } from 'vitest';
import { clientDraftOf, clientSaveOf, emptyClientDraft, sameClientDraft } from './clientDraft';
import { clientFeatures } from './clientFeatures';

const stored = {
  id: 'c1',
  key: 'acme',
  name: 'Acme',
  domains: ['acme.pl'],
  enabledFeatures: { applicationVersions: true, smsModule: false, someOldFlag: true },
  status: 'deleted' as const,
};

describe('the client draft (spec 000 §3 Client; spec 001 §3.20 features)', () => {
  it('reads the flags that are on, and edits a deleted client as inactive', () => {
    expect(clientDraftOf(stored)).toEqual({
      key: 'acme',
      name: 'Acme',
      domains: ['acme.pl'],
      features: ['applicationVersions'],
      status: 'inactive',
    });
  });

  it('a new client is created with every flag named, trimmed key and name, lower-case domains', () => {
    const save = clientSaveOf(
      {
        ...emptyClientDraft(),
        key: ' nowy ',
        name: ' Nowy klient ',
        domains: ['Nowy.PL'],
        features: ['smsModule'],
      },
      null,
    );
    expect(save).toMatchObject({ key: 'nowy', name: 'Nowy klient', domains: ['nowy.pl'] });
    expect('status' in save).toBe(false);
    const flags = save.enabledFeatures ?? {};
    expect(Object.keys(flags).sort()).toEqual([...clientFeatures].sort());
    expect(flags.smsModule).toBe(true);
    expect(flags.applicationVersions).toBe(false);
  });

  it('an edit names its id and status; a flag switched off is sent as false', () => {
    const save = clientSaveOf({ ...clientDraftOf(stored), features: [] }, 'c1');
    expect(save).toMatchObject({ id: 'c1', status: 'inactive' });
    expect(save.enabledFeatures?.applicationVersions).toBe(false);
  });

  it('compares drafts regardless of the order of flags, and of spaces around key and name', () => {
    const draft = { ...emptyClientDraft(), key: 'a', features: ['smsModule', 'userApi'] as const };
    expect(
      sameClientDraft(
        { ...draft, features: [...draft.features] },
        { ...draft, key: ' a ', features: ['userApi', 'smsModule'] },
      ),
    ).toBe(true);
    expect(sameClientDraft(draft, { ...draft, domains: ['a.pl'] })).toBe(false);
  });
});
