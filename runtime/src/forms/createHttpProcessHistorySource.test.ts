import { createFixtureAdapter } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { createHttpProcessHistorySource } from './createHttpProcessHistorySource';

const change = (providerFieldId: string, oldValue: string, newValue: string) => ({
  providerFieldId,
  oldValue,
  newValue,
  oldPresentedValue: oldValue,
  newPresentedValue: newValue,
});

const adapter = createFixtureAdapter({
  'GET processHistoryLogs': {
    data: [
      {
        id: 'h2',
        type: 'field_values_updated',
        createdAt: '2026-11-21T10:00:00.000Z',
        createdBy: 'u-office',
        data: { changedFields: [change('signed', '', 'tak')] },
      },
      {
        id: 'h1',
        type: 'field_values_updated',
        createdAt: '2026-11-20T10:00:00.000Z',
        createdBy: null,
        data: { changedFields: [change('price', '', '33600'), change('odd', 'a', 'b')] },
      },
    ],
    relations: {
      users: [{ id: 'u-office', fullName: 'Biurowy Bartosz' }],
      dataProviders: [
        {
          id: 'prov',
          name: 'Instalacje',
          fields: [
            { id: 'signed', dbFieldName: 'signed', name: 'Umowa podpisana', type: 'value_field' },
          ],
        },
      ],
    },
  },
});

describe('createHttpProcessHistorySource: the process history over GET processHistoryLogs', () => {
  it('an entry per changed field: field name from the providers, author from the users', async () => {
    const source = createHttpProcessHistorySource({
      adapter,
      processId: 'p-1',
      dataProviders: [
        {
          id: 'prov',
          name: 'Instalacje',
          fields: [{ id: 'price', dbFieldName: 'price', name: 'Cena (zł)', type: 'value_field' }],
        },
      ],
      unknownAuthor: 'System',
    });
    expect(source.processId).toBe('p-1');
    const entries = await source.load({ processId: 'p-1', signal: new AbortController().signal });
    expect(entries).toEqual([
      {
        changeDate: '2026-11-21T10:00:00.000Z',
        changeAuthor: 'Biurowy Bartosz',
        fieldName: 'Umowa podpisana',
        oldValue: null,
        newValue: 'tak',
      },
      {
        changeDate: '2026-11-20T10:00:00.000Z',
        changeAuthor: 'System',
        fieldName: 'Cena (zł)',
        oldValue: null,
        newValue: '33600',
      },
      {
        changeDate: '2026-11-20T10:00:00.000Z',
        changeAuthor: 'System',
        fieldName: 'odd',
        oldValue: 'a',
        newValue: 'b',
      },
    ]);
  });

  it("asks the server for the changes of the field's provider fields only", async () => {
    const source = createHttpProcessHistorySource({
      adapter,
      processId: 'p-1',
      unknownAuthor: 'System',
    });
    await source.load({
      processId: 'p-1',
      fieldIds: ['price'],
      signal: new AbortController().signal,
    });
    expect(adapter.calls.at(-1)).toMatchObject({
      query: { filter: { processId: 'p-1', changedFieldIds: ['price'] } },
      skipErrorNotification: true,
    });
  });
});
