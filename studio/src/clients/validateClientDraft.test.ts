import { describe, expect, it } from 'vitest';
import { emptyClientDraft } from './clientDraft';
import { validateClientDraft } from './validateClientDraft';

const valid = { ...emptyClientDraft(), key: 'acme-2_b', name: 'Acme' };

describe('validateClientDraft (spec 000 §3 Client, §5 name tokens)', () => {
  it('accepts a key of letters, digits, "_" and "-", a name, and host names', () => {
    expect(validateClientDraft({ ...valid, domains: ['acme.pl', 'localhost'] }).size).toBe(0);
  });

  it('requires key and name', () => {
    const problems = validateClientDraft({ ...valid, key: ' ', name: '' });
    expect(problems.get('key')).toEqual({ common: 'validations.required' });
    expect(problems.get('name')).toEqual({ common: 'validations.required' });
  });

  it('refuses other characters in a key, Polish letters and spaces included', () => {
    for (const key of ['źródło', 'a b', 'a/b', 'a.b']) {
      expect(validateClientDraft({ ...valid, key }).get('key')).toEqual({
        studio: 'clients.problems.keyCharacters',
      });
    }
  });

  it('checks each domain: present, a host name, listed once (in any letter case)', () => {
    const problems = validateClientDraft({
      ...valid,
      domains: ['acme.pl', '', 'https://acme.pl', 'ACME.pl', 'bad_host.pl'],
    });
    expect([...problems.entries()]).toEqual([
      ['domains/1', { common: 'validations.required' }],
      ['domains/2', { studio: 'clients.problems.domainInvalid' }],
      ['domains/3', { studio: 'clients.problems.domainTwice' }],
      ['domains/4', { studio: 'clients.problems.domainInvalid' }],
    ]);
  });
});
