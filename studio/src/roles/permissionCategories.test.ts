import type { PermissionEntity } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  grantCounts,
  grantHref,
  grantsIn,
  permissionCategories,
  roleEntities,
} from './permissionCategories';

const listed: PermissionEntity[] = [
  { kind: 'manual', entityId: 'userApiAccess', name: 'userApiAccess' },
  { kind: 'tableViewAccess', entityId: 'v-orders', name: 'Zamówienia' },
  { kind: 'tableViewRowClickAction', entityId: 'v-orders', name: 'Zamówienia' },
  { kind: 'viewAccess', entityId: 'v-inbox', name: 'Skrzynka' },
  { kind: 'processStepFormInput', entityId: 'p-sales', name: 'Sprzedaż › Oferta' },
  { kind: 'processStepFormInput', entityId: 'p-sales', name: 'Sprzedaż › Umowa' },
  { kind: 'dashboard', entityId: 'v-kpi', name: 'Wyniki' },
];

describe('role permission categories (spec 002 §6)', () => {
  it('are assigned, views, process settings, special and dashboard, in that order', () => {
    expect(permissionCategories).toEqual([
      'assigned',
      'views',
      'processSettings',
      'special',
      'dashboard',
    ]);
  });

  it('put every permission entity kind of spec 001 §3.19 in one category', () => {
    expect(categoryOf('manual')).toBe('special');
    expect(categoryOf('calendarViewEventSource')).toBe('views');
    expect(categoryOf('tableViewRowIconAction')).toBe('views');
    expect(categoryOf('diagramProcessStepForm')).toBe('processSettings');
    expect(categoryOf('dashboard')).toBe('dashboard');
  });

  it("the special permissions shown are the draft's, not the stored ones", () => {
    const entities = roleEntities(listed, ['usersManagement']);
    expect(grantsIn('special', entities)).toEqual([
      {
        entityId: 'usersManagement',
        name: 'usersManagement',
        category: 'special',
        kinds: ['manual'],
      },
    ]);
    expect(grantsIn('special', roleEntities(listed, []))).toEqual([]);
  });

  it('one view granting several things is one grant of several kinds', () => {
    expect(grantsIn('views', listed)).toEqual([
      {
        entityId: 'v-orders',
        name: 'Zamówienia',
        category: 'views',
        kinds: ['tableViewAccess', 'tableViewRowClickAction'],
      },
      { entityId: 'v-inbox', name: 'Skrzynka', category: 'views', kinds: ['viewAccess'] },
    ]);
  });

  it('assigned holds every grant, and the counters count grants per category', () => {
    expect(grantsIn('assigned', listed).map((grant) => grant.entityId)).toEqual([
      'userApiAccess',
      'v-orders',
      'v-inbox',
      'p-sales',
      'p-sales',
      'v-kpi',
    ]);
    expect(grantCounts(listed)).toEqual({
      assigned: 6,
      views: 2,
      processSettings: 2,
      special: 1,
      dashboard: 1,
    });
  });

  it('two steps of one process are two grants, each named "process › step"', () => {
    expect(grantsIn('processSettings', listed).map((grant) => grant.name)).toEqual([
      'Sprzedaż › Oferta',
      'Sprzedaż › Umowa',
    ]);
  });

  it('links each grant to where it is set: the view, the process, none for special', () => {
    const [special, orders, , step, , kpi] = grantsIn('assigned', listed);
    expect(grantHref(orders!, '/demo/settings')).toBe('/demo/settings/views/v-orders/edit');
    expect(grantHref(kpi!, '/settings')).toBe('/settings/views/v-kpi/edit');
    expect(grantHref(step!, '/demo/settings')).toBe('/demo/settings/processes/p-sales/edit');
    expect(grantHref(special!, '/demo/settings')).toBeNull();
  });
});
