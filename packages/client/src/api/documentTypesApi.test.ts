import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import {
  type DocumentTypeItem,
  deleteDocumentType,
  documentTypeNameExists,
  fetchDocumentTypes,
  saveDocumentType,
} from './documentTypesApi';

const invoice: DocumentTypeItem = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Invoice',
  status: 'active',
  roleAccess: [{ roleIds: ['r-1'], permissions: ['read', 'write'] }],
  revision: 2,
  currentUserPermissions: ['read', 'write'],
};

const page = (data: DocumentTypeItem[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

describe('fetchDocumentTypes (spec 000 §7: GET settings/document-types, data list)', () => {
  it('answers the page; a query is sent nested', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/document-types': page([invoice]) });
    const result = await fetchDocumentTypes(adapter, {
      filter: { status: { in: ['active', 'inactive'] } },
      pagination: { perPage: 1000 },
    });
    expect(result.data).toEqual([invoice]);
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'settings/document-types' });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status][in][0]=active&filter[status][in][1]=inactive&pagination[perPage]=1000',
    );
  });
});

describe('documentTypeNameExists (names unique among a version’s active types)', () => {
  it('asks for an active type with exactly the name, leaving out the one being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/document-types': page([invoice], 1) });
    await expect(documentTypeNameExists(adapter, 'Invoice', { exceptId: 'other' })).resolves.toBe(
      true,
    );
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Invoice&filter[id][ne]=other&pagination[perPage]=1',
    );
  });
});

describe('saveDocumentType (PUT settings/document-types[/{id}])', () => {
  it('creates without an id', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/document-types': { data: invoice } });
    await expect(saveDocumentType(adapter, { name: 'Invoice' })).resolves.toEqual(invoice);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'settings/document-types',
      body: { name: 'Invoice' },
    });
  });

  it('replaces with its id in the path and its revision in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/document-types/:id': { data: invoice } });
    await saveDocumentType(adapter, {
      id: invoice.id,
      name: 'Invoice',
      roleAccess: invoice.roleAccess,
      revision: 2,
    });
    expect(adapter.calls[0]).toMatchObject({ path: `settings/document-types/${invoice.id}` });
    expect(adapter.calls[0]!.body).toEqual({
      name: 'Invoice',
      roleAccess: invoice.roleAccess,
      revision: 2,
    });
  });
});

describe('deleteDocumentType (DELETE settings/document-types/{id})', () => {
  it('sends a DELETE without a body', async () => {
    const adapter = createFixtureAdapter({ 'DELETE settings/document-types/:id': () => undefined });
    await deleteDocumentType(adapter, invoice.id);
    expect(adapter.calls[0]).toMatchObject({
      method: 'DELETE',
      path: `settings/document-types/${invoice.id}`,
    });
    expect(adapter.calls[0]).not.toHaveProperty('body');
  });
});
