import type { ApplicationLayoutSeed, DefinitionSeed } from './appSeed.types';
import { pvSalesIds } from './pvSalesApp';

/*
 * Where the people of the PV sales app work: an inbox of the processes waiting for them (the
 * salesperson sees leads to turn into offers, the office sees offers to sign) and a table of every
 * installation. Both roles start on the inbox.
 */

const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the demo app's views. @public */
export const pvSalesViewIds = Object.freeze({
  inboxView: id(40),
  installationsView: id(41),
});

const bothRoles = [pvSalesIds.salesRole, pvSalesIds.officeRole];

const inboxView: DefinitionSeed = {
  kind: 'view',
  id: pvSalesViewIds.inboxView,
  name: 'Moje zadania',
  body: {
    type: 'processes_inbox',
    title: 'Moje zadania',
    routeKey: 'zadania',
    roleIds: bothRoles,
    processSettingsIds: [pvSalesIds.salesProcess],
    columns: [
      { id: 'customer', label: 'Klient', fieldAccess: { path: ['customerName'] } },
      { id: 'phone', label: 'Telefon', fieldAccess: { path: ['phone'] } },
      { id: 'price', label: 'Cena (zł)', fieldAccess: { path: ['price'] } },
      { id: 'step', label: 'Etap', builtIn: 'stepName' },
      { id: 'createdAt', label: 'Rozpoczęto', builtIn: 'createdAt' },
    ],
  },
};

const installationsView: DefinitionSeed = {
  kind: 'view',
  id: pvSalesViewIds.installationsView,
  name: 'Instalacje',
  body: {
    type: 'table',
    title: 'Instalacje',
    routeKey: 'instalacje',
    roleIds: bothRoles,
    query: {
      fromProviderId: pvSalesIds.installationsProvider,
      sorting: [{ fieldAccess: { path: ['$createdAt'] }, direction: 'desc' }],
    },
    columns: [
      { id: 'title', label: 'Instalacja', fieldAccess: { path: ['title'] } },
      { id: 'price', label: 'Cena (zł)', fieldAccess: { path: ['price'] } },
      { id: 'createdAt', label: 'Utworzono', fieldAccess: { path: ['$createdAt'] } },
    ],
    // A row opens the form its process waits for, when it waits for the person.
    rowClick: { type: 'open_process' },
  },
};

/** The demo app's views, after the processes they list. @internal */
export const pvSalesViews: readonly DefinitionSeed[] = [inboxView, installationsView];

/** The side menu and starting views of the demo app: everyone starts on the inbox. @internal */
export const pvSalesLayout: ApplicationLayoutSeed = {
  menuEntries: [
    { text: 'Moje zadania', icon: 'tasks', viewId: pvSalesViewIds.inboxView },
    { text: 'Instalacje', icon: 'table', viewId: pvSalesViewIds.installationsView },
  ],
  startingViews: Object.fromEntries(
    bothRoles.map((roleId) => [roleId, [pvSalesViewIds.inboxView]]),
  ),
};
