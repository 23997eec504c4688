import {
  type ClientInfo,
  type CurrentUser,
  createFixtureAdapter,
  createSessionStore,
  createVersionSelectionStore,
  type FixtureAdapter,
} from '@tessera/client';
import { createMemoryStorage, createTestUser, createTestVersion } from '@tessera/client/testing';
import { createNotificationCenter } from '../notifications/notificationCenter';
import type { AppServices } from '../session/createAppServices';
import type { ClientData } from '../session/loadClientData';

/** Story data for the shell: a client, its users, its layout. @internal */
export const storyClient: ClientInfo = {
  id: 'c1',
  key: 'demo',
  name: 'Serwis Północ',
  domains: [],
  enabledFeatures: { applicationVersions: true, smsModule: true },
  passwordPolicy: { minLength: 8 },
};

/** @internal */
export const storyUsers = {
  user: createTestUser({
    email: 'anna.nowak@serwis-polnoc.pl',
    personalDetails: { name: 'Anna', surname: 'Nowak' },
  }),
  admin: createTestUser({
    email: 'piotr.wisniewski@serwis-polnoc.pl',
    type: 'client_admin',
    personalDetails: { name: 'Piotr', surname: 'Wiśniewski' },
  }),
  superAdmin: createTestUser({
    email: 'admin@tessera.local',
    type: 'super_admin',
    personalDetails: { name: 'Administrator', surname: '' },
  }),
} satisfies Record<string, CurrentUser>;

const published = '2026-03-02T09:00:00.000Z';

/** @internal */
export const storyVersions = [
  createTestVersion({ id: 'v4', number: 4, name: 'Nowy cennik', versionStatus: 'draft' }),
  createTestVersion({ id: 'v3', number: 3, name: 'Wiosna 2026', publishedAt: published }),
  createTestVersion({
    id: 'v2',
    number: 2,
    name: 'Zima 2025',
    versionStatus: 'previous',
    publishedAt: published,
  }),
];

/** @internal */
export function storyClientData(overrides: Partial<ClientData> = {}): ClientData {
  return {
    config: null,
    version: storyVersions[1]!,
    layout: {
      layout: {
        id: 'v3',
        versionId: 'v3',
        menuEntries: [
          { text: 'Pulpit', icon: 'board', routePath: 'start' },
          { text: 'Moje zadania', icon: 'tasks', routePath: 'views/moje-zadania' },
          {
            text: 'Zlecenia serwisowe',
            icon: 'wrench',
            expandedByDefault: true,
            children: [
              { text: 'Otwarte', routePath: 'views/zlecenia-otwarte' },
              { text: 'Zakończone', routePath: 'views/zlecenia-zakonczone' },
              { text: 'Kalendarz ekip', routePath: 'views/kalendarz' },
            ],
          },
          { text: 'Klienci', icon: 'people', routePath: 'views/klienci' },
          {
            text: 'Raporty',
            icon: 'chart',
            groups: ['Analizy'],
            children: [
              { text: 'Sprzedaż', routePath: 'views/raport-sprzedaz' },
              { text: 'Czas reakcji', routePath: 'views/raport-czas' },
            ],
          },
          { text: 'Mapa zgłoszeń', icon: 'map', routePath: 'views/mapa', groups: ['Analizy'] },
        ],
        startingViews: {},
        revision: 3,
      },
      views: [],
    },
    versions: [],
    processes: [
      { id: 'p1', name: 'Zgłoszenie awarii', startFormId: 'f1' },
      { id: 'p2', name: 'Przegląd okresowy', startFormId: 'f2' },
      { id: 'p3', name: 'Reklamacja', startFormId: 'f3' },
      { id: 'p4', name: 'Wniosek urlopowy', startFormId: 'f4' },
    ],
    canSelectVersion: false,
    ...overrides,
  };
}

/** Services answering from fixtures: no server behind the stories. @internal */
export function storyServices(): Pick<
  AppServices,
  'adapter' | 'session' | 'notifications' | 'versions'
> & { adapter: FixtureAdapter } {
  return {
    adapter: createFixtureAdapter(
      {
        'GET clients': ({ query }) => {
          const all = [
            { key: 'demo', name: 'Serwis Północ' },
            { key: 'poludnie', name: 'Serwis Południe' },
            { key: 'acme', name: 'Acme sp. z o.o.' },
            { key: 'hurtownia', name: 'Hurtownia Budowlana Kowalczyk' },
          ];
          const text = String(query?.query ?? '').toLowerCase();
          return { data: all.filter((client) => client.name.toLowerCase().includes(text)) };
        },
        'PATCH users/current': () => ({ data: storyUsers.user }),
      },
      { latencyMs: 300 },
    ),
    session: createSessionStore({ storage: createMemoryStorage() }),
    notifications: createNotificationCenter(),
    versions: createVersionSelectionStore({ storage: createMemoryStorage() }),
  };
}
