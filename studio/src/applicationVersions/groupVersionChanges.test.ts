import { describe, expect, it } from 'vitest';
import { countVersionChanges, groupVersionChanges } from './groupVersionChanges';

const changes = {
  versionId: 'd',
  againstId: 'l',
  added: [
    { kind: 'view', id: 'v2', name: 'Nowe zadania' },
    { kind: 'dataProvider', id: 'p2', name: 'Klienci' },
    { kind: 'customKind', id: 'x', name: 'X' },
  ],
  changed: [
    { kind: 'applicationLayout', id: 'l1', name: null },
    { kind: 'dataProvider', id: 'p1', name: 'Adresy' },
    { kind: 'form', id: 'f1', name: 'Oferta', previousName: 'Oferta PV' },
  ],
  removed: [{ kind: 'dataProvider', id: 'p0', name: 'Archiwum' }],
};

describe('groupVersionChanges (issue 8: "what changes between the two versions")', () => {
  it('groups by kind: data providers, forms, processes, views, layout, then the rest', () => {
    expect(groupVersionChanges(changes).map((group) => group.kind)).toEqual([
      'dataProvider',
      'form',
      'view',
      'applicationLayout',
      'customKind',
    ]);
  });

  it('lists a kind’s added, then changed, then removed definitions', () => {
    const [providers] = groupVersionChanges(changes);
    expect(providers?.changes.map((change) => [change.type, change.name])).toEqual([
      ['added', 'Klienci'],
      ['changed', 'Adresy'],
      ['removed', 'Archiwum'],
    ]);
  });

  it('keeps a rename’s previous name', () => {
    const form = groupVersionChanges(changes).find((group) => group.kind === 'form');
    expect(form?.changes[0]).toMatchObject({ type: 'changed', previousName: 'Oferta PV' });
  });

  it('counts every definition named', () => {
    expect(countVersionChanges(changes)).toBe(7);
    expect(countVersionChanges({ ...changes, added: [], changed: [], removed: [] })).toBe(0);
  });
});
