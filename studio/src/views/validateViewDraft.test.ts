import { describe, expect, it } from 'vitest';
import { validateViewDraft } from './validateViewDraft';
import { emptyViewDraft, type TableViewDraft } from './viewDraft';

const table: TableViewDraft = {
  ...(emptyViewDraft('table') as TableViewDraft),
  name: 'Klienci',
  title: 'Nasi klienci',
  query: { fromProviderId: 'p-1' },
  columns: [{ id: 'name', label: 'Nazwa', fieldAccess: { path: ['name'] } }],
};

describe('validateViewDraft (the studio rules before a save)', () => {
  it('accepts a complete table view', () => {
    expect(validateViewDraft(table).size).toBe(0);
  });

  it('needs a name, a title, a provider and at least one column', () => {
    const problems = validateViewDraft(emptyViewDraft('table'));
    expect(problems.get('name')).toEqual({ common: 'validations.required' });
    expect(problems.get('title')).toEqual({ common: 'validations.required' });
    expect(problems.get('provider')).toEqual({ common: 'validations.required' });
    expect(problems.get('columns')).toEqual({ studio: 'views.problems.columnsRequired' });
  });

  it('an inbox needs at least one process', () => {
    expect(validateViewDraft(emptyViewDraft('processes_inbox')).get('processes')).toEqual({
      studio: 'views.problems.processesRequired',
    });
  });

  it("spec 001 §5.1 routePath: 'only letters, digits, slash, underscore and hyphen'", () => {
    expect(validateViewDraft({ ...table, routeKey: 'nasi klienci' }).get('routeKey')).toEqual({
      common: 'validations.routePath',
    });
    expect(validateViewDraft({ ...table, routeKey: 'klienci/łódź_2-a' }).has('routeKey')).toBe(
      false,
    );
  });

  it('spec 000 §2 views.show: a route key that is a UUID would open another view by id', () => {
    expect(
      validateViewDraft({ ...table, routeKey: '55555555-5555-4555-8555-555555555555' }).get(
        'routeKey',
      ),
    ).toEqual({ studio: 'views.problems.routeKeyUuid' });
  });

  it('a route key has no empty segment', () => {
    for (const routeKey of ['/klienci', 'klienci/', 'a//b']) {
      expect(validateViewDraft({ ...table, routeKey }).get('routeKey')).toEqual({
        studio: 'views.problems.emptySegment',
      });
    }
  });

  it('each column needs a header; a filter needs its value; an open_form row click its form', () => {
    const problems = validateViewDraft({
      ...table,
      columns: [{ id: 'name', label: ' ', fieldAccess: { path: ['name'] } }],
      query: {
        fromProviderId: 'p-1',
        filter: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: 'city' },
          matchKind: 'match',
          value: { type: 'const', value: '' },
        },
      },
      rowClick: { type: 'open_form', formId: '' },
    });
    expect(problems.get('column:name:label')).toEqual({ common: 'validations.required' });
    expect(problems.get('filters')).toEqual({ studio: 'views.problems.filterIncomplete' });
    expect(problems.get('rowClick')).toEqual({ studio: 'views.problems.formRequired' });
  });

  it('rows per page stay within 1 and the engine maximum', () => {
    expect(validateViewDraft({ ...table, perPage: 0 }).get('perPage')).toMatchObject({
      studio: 'views.problems.perPage',
    });
    expect(validateViewDraft({ ...table, perPage: 50 }).has('perPage')).toBe(false);
  });
});
