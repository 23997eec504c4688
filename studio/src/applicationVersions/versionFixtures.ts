import type { ApplicationVersionChanges, ApplicationVersionItem } from '@tessera/client';

/** Versions as a client with a few releases has them, for stories and tests. */
export const liveVersion: ApplicationVersionItem = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 3,
  name: 'Jesień',
  versionStatus: 'live',
  publishedAt: '2025-10-01T08:30:00.000Z',
  copiedFromId: '22222222-2222-4222-8222-222222222222',
  displayName: 'v3 Jesień (live)',
};

export const draftVersion: ApplicationVersionItem = {
  id: '33333333-3333-4333-8333-333333333333',
  number: 4,
  name: 'Zima',
  versionStatus: 'draft',
  publishedAt: null,
  copiedFromId: liveVersion.id,
  displayName: 'v4 Zima',
};

export const previousVersion: ApplicationVersionItem = {
  id: '22222222-2222-4222-8222-222222222222',
  number: 2,
  name: 'Lato',
  versionStatus: 'previous',
  publishedAt: '2025-06-01T07:00:00.000Z',
  copiedFromId: null,
  displayName: 'v2 Lato',
};

export const archivedVersion: ApplicationVersionItem = {
  id: '44444444-4444-4444-8444-444444444444',
  number: 1,
  name: 'Pilotaż',
  versionStatus: 'archived',
  publishedAt: null,
  copiedFromId: null,
  displayName: 'v1 Pilotaż',
};

/** What publishing the draft changes: something of every kind. */
export const draftChanges: ApplicationVersionChanges = {
  versionId: draftVersion.id,
  againstId: liveVersion.id,
  added: [
    { kind: 'dataProvider', id: 'p-new', name: 'Reklamacje' },
    { kind: 'form', id: 'f-new', name: 'Zgłoszenie reklamacji' },
    { kind: 'view', id: 'v-new', name: 'Reklamacje w toku' },
  ],
  changed: [
    { kind: 'applicationLayout', id: 'layout', name: null },
    { kind: 'dataProvider', id: 'p-clients', name: 'Klienci' },
    { kind: 'process', id: 'pr-sales', name: 'Sprzedaż PV', previousName: 'Sprzedaż' },
  ],
  removed: [{ kind: 'view', id: 'v-old', name: 'Stare zadania' }],
};
