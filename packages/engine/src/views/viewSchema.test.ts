import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../definitions/validateDefinition';
import { isViewId } from './isViewId';
import type { ProcessesInboxViewDefinition, TableViewDefinition } from './view.types';

const table: TableViewDefinition = {
  id: 'v-installations',
  name: 'Instalacje',
  status: 'active',
  type: 'table',
  title: 'Instalacje',
  routeKey: 'instalacje',
  roleIds: ['sales', 'office'],
  isPublic: false,
  perPage: 20,
  query: {
    fromProviderId: 'installations',
    filter: {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'signed' },
      matchKind: 'not_equal',
      value: { type: 'const', value: true },
    },
    sorting: [{ fieldAccess: { path: ['$createdAt'] }, direction: 'desc' }],
  },
  columns: [
    { id: 'title', label: 'Tytuł', fieldAccess: { path: ['title'] } },
    { id: 'price', label: 'Cena', fieldAccess: { path: ['price'] } },
    { id: 'createdAt', label: 'Utworzono', fieldAccess: { path: ['$createdAt'] } },
  ],
  rowClick: { type: 'open_process' },
};

const inbox: ProcessesInboxViewDefinition = {
  id: 'v-inbox',
  name: 'Moje zadania',
  status: 'active',
  type: 'processes_inbox',
  title: 'Moje zadania',
  routeKey: 'zadania',
  roleIds: ['sales', 'office'],
  processSettingsIds: ['sales-process'],
  includeFinished: false,
  columns: [
    { id: 'customer', label: 'Klient', fieldAccess: { path: ['customerName'] } },
    { id: 'step', label: 'Etap', builtIn: 'stepName' },
    { id: 'createdAt', label: 'Utworzono', builtIn: 'createdAt' },
  ],
};

const errorsOf = (value: unknown) => {
  const result = validateDefinition('view', value);
  return result.ok ? [] : result.errors;
};

describe('views (spec 002 §3 "Views": title, route path, isPublic, filters, sorting, columns)', () => {
  it('a table view: a query with filter and sorting, columns, a row click; round-trips unchanged', () => {
    const json = JSON.stringify(table);
    expect(validateDefinition('view', table)).toEqual({ ok: true, value: table });
    expect(JSON.stringify(table)).toBe(json);
  });

  it('a processes inbox: process settings, record and built-in columns, includeFinished', () => {
    expect(validateDefinition('view', inbox)).toEqual({ ok: true, value: inbox });
  });

  it('views without a route key are reached by id; perPage and rowClick are optional', () => {
    const { routeKey: _r, perPage: _p, rowClick: _c, isPublic: _i, ...bare } = table;
    expect(validateDefinition('view', bare).ok).toBe(true);
  });

  it('an unknown view type is one error naming the known types', () => {
    expect(errorsOf({ ...inbox, type: 'calendar' })).toEqual([
      {
        path: 'type',
        message: '"calendar" is not a known type; expected one of: "table", "processes_inbox"',
      },
    ]);
  });

  it('"rows per page are configurable" (spec 002 §9): 1 to 100', () => {
    expect(errorsOf({ ...table, perPage: 0 })).toEqual([
      { path: 'perPage', message: 'must be at least 1' },
    ]);
    expect(errorsOf({ ...table, perPage: 101 })).toEqual([
      { path: 'perPage', message: 'must be at most 100' },
    ]);
  });

  it('a view has a title, roles and at least one column', () => {
    const { title: _t, roleIds: _r, ...untitled } = table;
    expect(errorsOf({ ...untitled, columns: [] })).toEqual([
      { path: 'title', message: 'is required' },
      { path: 'roleIds', message: 'is required' },
      { path: 'columns', message: 'must have at least 1 item' },
    ]);
  });

  it('column ids are unique name tokens', () => {
    expect(
      errorsOf({
        ...table,
        columns: [table.columns[0], { ...table.columns[1], id: 'title' }],
      }),
    ).toEqual([
      {
        path: 'columns[1].id',
        message: 'duplicate column id "title" (already used at columns[0])',
      },
    ]);
    expect(errorsOf({ ...table, columns: [{ ...table.columns[0], id: 'a b' }] })).toEqual([
      { path: 'columns[0].id', message: "may contain only Latin letters, digits, '-' and '_'" },
    ]);
  });

  it('"route path: Latin letters, digits, -, _, /" (spec 002 §5) — Polish letters included', () => {
    expect(validateDefinition('view', { ...table, routeKey: 'sprzedaż/zamówienia-2026' }).ok).toBe(
      true,
    );
    expect(errorsOf({ ...table, routeKey: 'a b?' })).toEqual([
      { path: 'routeKey', message: "may contain only Latin letters, digits, '-', '_' and '/'" },
    ]);
  });

  it('"a valid UUID is a view id, otherwise a route key" (spec 002 §2): a route key is never a UUID', () => {
    expect(errorsOf({ ...table, routeKey: 'd0000000-0000-4000-8000-000000000040' })).toEqual([
      { path: 'routeKey', message: 'must not be a UUID: views/{UUID} opens the view with that id' },
    ]);
    expect(isViewId('D0000000-0000-4000-8000-00000000004A')).toBe(true);
    expect(isViewId('zadania')).toBe(false);
    expect(isViewId('d0000000-0000-4000-8000-00000000004')).toBe(false);
  });

  it('columns read $id and $createdAt whole, data properties by path', () => {
    expect(
      validateDefinition('view', {
        ...table,
        columns: [{ id: 'city', label: 'Miasto', fieldAccess: { path: ['address', 'city'] } }],
      }).ok,
    ).toBe(true);
    expect(
      errorsOf({
        ...table,
        columns: [{ id: 'x', label: 'X', fieldAccess: { path: ['$createdAt', 'year'] } }],
      }),
    ).toEqual([
      { path: 'columns[0].fieldAccess.path', message: '$createdAt has no properties to read' },
    ]);
    expect(
      errorsOf({ ...table, columns: [{ id: 'x', label: 'X', fieldAccess: { path: ['$other'] } }] }),
    ).toEqual([
      {
        path: 'columns[0].fieldAccess.path[0]',
        message: 'must be a property name (not starting with "$" or a blank), or $id or $createdAt',
      },
    ]);
  });

  it("a table's filter is a query filter (spec 001 §3.12)", () => {
    expect(
      errorsOf({
        ...table,
        query: {
          fromProviderId: 'installations',
          filter: { type: 'match_field', matchKind: 'match' },
        },
      }),
    ).toEqual([
      { path: 'query.filter.value', message: 'is required' },
      { path: 'query.filter.searchField', message: 'is required' },
    ]);
  });

  it('a row click opens a form (formId required) or the process; roles are optional', () => {
    expect(errorsOf({ ...table, rowClick: { type: 'open_form' } })).toEqual([
      { path: 'rowClick.formId', message: 'is required' },
    ]);
    expect(
      validateDefinition('view', {
        ...table,
        rowClick: { type: 'open_form', formId: 'sign', roleIds: ['office'] },
      }).ok,
    ).toBe(true);
    expect(errorsOf({ ...table, rowClick: { type: 'open_process', roleIds: ['a', 'a'] } })).toEqual(
      [
        {
          path: 'rowClick.roleIds',
          message: 'must not contain duplicates (items [0] and [1] are equal)',
        },
      ],
    );
  });

  it('an inbox lists at least one process settings, each once', () => {
    expect(errorsOf({ ...inbox, processSettingsIds: [] })).toEqual([
      { path: 'processSettingsIds', message: 'must have at least 1 item' },
    ]);
    expect(errorsOf({ ...inbox, processSettingsIds: ['p', 'p'] })).toEqual([
      {
        path: 'processSettingsIds',
        message: 'must not contain duplicates (items [0] and [1] are equal)',
      },
    ]);
  });

  it('an inbox column shows a record value or a built-in value, exactly one', () => {
    expect(
      errorsOf({
        ...inbox,
        columns: [
          { id: 'both', label: 'B', builtIn: 'stepName', fieldAccess: { path: ['x'] } },
          { id: 'none', label: 'N' },
          { id: 'bad', label: 'X', builtIn: 'assignee' },
        ],
      }),
    ).toEqual([
      {
        path: 'columns[2].builtIn',
        message: 'must be one of: "stepName", "processName", "createdAt", "updatedAt"',
      },
    ]);
    expect(
      errorsOf({
        ...inbox,
        columns: [
          { id: 'both', label: 'B', builtIn: 'stepName', fieldAccess: { path: ['x'] } },
          { id: 'none', label: 'N' },
        ],
      }),
    ).toEqual([
      {
        path: 'columns[0]',
        message: 'must have exactly one of fieldAccess (a record value) and builtIn',
      },
      {
        path: 'columns[1]',
        message: 'must have exactly one of fieldAccess (a record value) and builtIn',
      },
    ]);
  });

  it('only table views may be public; an inbox has no query and no row click', () => {
    expect(errorsOf({ ...inbox, isPublic: true })).toEqual([
      { path: 'isPublic', message: 'is not an allowed property' },
    ]);
    expect(errorsOf({ ...inbox, rowClick: { type: 'open_process' } })).toEqual([
      { path: 'rowClick', message: 'is not an allowed property' },
    ]);
  });

  it('refuses a schema version newer than this engine knows', () => {
    expect(errorsOf({ ...table, schemaVersion: 2 })).toEqual([
      { path: 'schemaVersion', message: 'must be at most 1' },
    ]);
  });
});
