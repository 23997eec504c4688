import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import { createTestVersion } from '../testing/createTestVersion';
import {
  type ApplicationVersionItem,
  archiveApplicationVersion,
  copyApplicationVersion,
  fetchApplicationVersionChanges,
  fetchApplicationVersions,
  fetchApplicationVersionsPage,
  publishApplicationVersion,
  unarchiveApplicationVersion,
} from './applicationVersionsApi';

const version = (id: string, versionStatus: ApplicationVersionItem['versionStatus']) =>
  createTestVersion({ id, name: id, versionStatus });

describe('application versions calls (spec 000 §7, spec 001 §7)', () => {
  it('lists live, draft and previous versions, 1000 a page', async () => {
    const adapter = createFixtureAdapter({
      'GET applicationVersions': { data: [version('a', 'live')], meta: {} },
    });
    await expect(fetchApplicationVersions(adapter)).resolves.toEqual([version('a', 'live')]);
    const query = adapter.calls[0]?.query ?? {};
    expect(decodeURIComponent(encodeQuery(query))).toBe(
      'filter[versionStatus][0]=live&filter[versionStatus][1]=draft&filter[versionStatus][2]=previous&pagination[perPage]=1000',
    );
  });

  it('copies, publishes, archives and unarchives', async () => {
    const adapter = createFixtureAdapter({
      'PUT applicationVersions': ({ body }) => ({
        data: { ...version('new', 'draft'), name: (body as { name: string }).name },
      }),
      'POST applicationVersions/:id/publish': ({ params }) => ({
        data: version(String(params.id), 'live'),
      }),
      'PUT applicationVersions/:id': ({ params, body }) => ({
        data: version(
          String(params.id),
          (body as { versionStatus: 'archived' | 'draft' }).versionStatus,
        ),
      }),
    });
    expect((await copyApplicationVersion(adapter, { name: 'Kopia', copyFromId: 'a' })).name).toBe(
      'Kopia',
    );
    expect((await publishApplicationVersion(adapter, 'b')).versionStatus).toBe('live');
    expect((await archiveApplicationVersion(adapter, 'c')).versionStatus).toBe('archived');
    expect((await unarchiveApplicationVersion(adapter, 'c')).versionStatus).toBe('draft');
    expect(adapter.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', 'applicationVersions', { name: 'Kopia', copyFromId: 'a' }],
      ['POST', 'applicationVersions/b/publish', undefined],
      ['PUT', 'applicationVersions/c', { versionStatus: 'archived' }],
      ['PUT', 'applicationVersions/c', { versionStatus: 'draft' }],
    ]);
  });

  it('pages the versions with the list query (status, name, sort by number)', async () => {
    const adapter = createFixtureAdapter({
      'GET applicationVersions': {
        data: [version('a', 'archived')],
        meta: { page: 2, perPage: 20, lastPage: 2, total: 21 },
        relations: {},
      },
    });
    const page = await fetchApplicationVersionsPage(adapter, {
      filter: { versionStatus: 'archived', name: { contains: 'wio' } },
      sort: { number: 'desc' },
      pagination: { page: 2, perPage: 20 },
    });
    expect(page.meta.total).toBe(21);
    expect(page.data).toEqual([version('a', 'archived')]);
    expect(decodeURIComponent(encodeQuery(adapter.calls[0]?.query ?? {}))).toBe(
      'filter[versionStatus]=archived&filter[name][contains]=wio&sort[number]=desc&pagination[page]=2&pagination[perPage]=20',
    );
  });

  it('asks what a version changes against the live one, or against the version named', async () => {
    const changes = {
      versionId: 'd',
      againstId: 'l',
      added: [{ kind: 'dataProvider', id: 'p', name: 'Klienci' }],
      changed: [],
      removed: [],
    };
    const adapter = createFixtureAdapter({
      'GET applicationVersions/:id/changes': { data: changes },
    });
    await expect(fetchApplicationVersionChanges(adapter, 'd')).resolves.toEqual(changes);
    await fetchApplicationVersionChanges(adapter, 'd', { against: 'x' });
    expect(adapter.calls.map((call) => [call.path, call.query])).toEqual([
      ['applicationVersions/d/changes', undefined],
      ['applicationVersions/d/changes', { against: 'x' }],
    ]);
  });
});
