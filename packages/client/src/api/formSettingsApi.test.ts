import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import {
  deleteFormDefinition,
  type FormDefinitionDraft,
  type FormDefinitionItem,
  fetchFormDefinition,
  fetchFormDefinitions,
  formNameExists,
  saveFormDefinition,
} from './formSettingsApi';

const leadForm: FormDefinitionItem = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Nowy lead',
  status: 'active',
  fields: [
    {
      id: 'customerName',
      name: 'customerName',
      label: 'Klient',
      status: 'active',
      type: { name: 'text', options: {} },
      layout: { x: 0, y: 0, width: 6, height: 9 },
    },
  ],
  binding: { dataProviderId: 'p-1', fields: { customerName: 'name' } },
  revision: 2,
};

const page = (data: FormDefinitionItem[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

describe('fetchFormDefinitions (spec 001 §7: GET settings/forms with filter, pagination, sort)', () => {
  it('answers the page; the query is sent nested', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/forms': page([leadForm]) });
    const result = await fetchFormDefinitions(adapter, {
      filter: { status: 'active' },
      sort: { name: 'desc' },
      pagination: { page: 3, perPage: 10 },
      query: 'lead',
    });
    expect(result.data).toEqual([leadForm]);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&sort[name]=desc&pagination[page]=3&pagination[perPage]=10&query=lead',
    );
  });
});

describe('fetchFormDefinition (GET settings/forms/{id})', () => {
  it('reads the form from data', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/forms/:id': { data: leadForm } });
    await expect(fetchFormDefinition(adapter, leadForm.id)).resolves.toEqual(leadForm);
    expect(adapter.calls[0]!.path).toBe(`settings/forms/${leadForm.id}`);
  });
});

describe('formNameExists (spec 001 §5.4: names unique among active forms)', () => {
  it('asks for an active form with exactly the name, leaving out the one being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/forms': page([leadForm], 1) });
    await expect(formNameExists(adapter, 'Nowy lead', { exceptId: 'f-9' })).resolves.toBe(true);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Nowy%20lead&filter[id][ne]=f-9&pagination[perPage]=1',
    );
  });
});

describe('saveFormDefinition (PUT settings/forms[/{id}])', () => {
  const { id, revision, status: _status, ...rest } = leadForm;
  const draft: FormDefinitionDraft = { ...rest, status: 'active' };

  it('creates without an id', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/forms': { data: leadForm } });
    await expect(saveFormDefinition(adapter, draft)).resolves.toEqual(leadForm);
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: 'settings/forms' });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });

  it('replaces with the id in the path and the revision read in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/forms/:id': { data: leadForm } });
    await saveFormDefinition(adapter, { ...draft, id, revision });
    expect(adapter.calls[0]!.path).toBe(`settings/forms/${id}`);
    expect(adapter.calls[0]!.body).toMatchObject({ name: 'Nowy lead', revision: 2 });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });
});

describe('deleteFormDefinition (DELETE settings/forms/{id})', () => {
  it('deletes by id', async () => {
    const adapter = createFixtureAdapter({ 'DELETE settings/forms/:id': null });
    await deleteFormDefinition(adapter, leadForm.id);
    expect(adapter.calls[0]).toMatchObject({
      method: 'DELETE',
      path: `settings/forms/${leadForm.id}`,
    });
  });
});
