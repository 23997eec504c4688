import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../definitions/validateDefinition';
import {
  APPLICATION_VERSION_STATUSES,
  type ApplicationVersion,
  type ApplicationVersionStatus,
} from './applicationVersion.types';
import { applicationVersionDisplayName } from './applicationVersionDisplayName';
import { archiveVersion, publishVersion, unarchiveVersion } from './applicationVersionTransitions';
import { nextVersionNumber } from './nextVersionNumber';
import { resolveVersionSelection } from './resolveVersionSelection';

const version = (
  id: string,
  versionStatus: ApplicationVersionStatus,
  number = Number(id.slice(1)),
): ApplicationVersion => ({ id, name: `Release ${number}`, versionStatus, version: number });

const versions: readonly ApplicationVersion[] = [
  version('v1', 'previous'),
  version('v2', 'live'),
  version('v3', 'draft'),
  version('v4', 'archived'),
];

const statusOf = (list: readonly ApplicationVersion[]) => list.map((entry) => entry.versionStatus);

describe('application version definition (spec 001 §3.2)', () => {
  it('accepts id, name, versionStatus, version number, published date, copy-from version', () => {
    const full = { ...versions[1], publishedAt: '2025-03-01T10:00:00Z', copyFromVersionId: 'v1' };
    expect(validateDefinition('applicationVersion', full)).toEqual({ ok: true, value: full });
    expect(
      validateDefinition('applicationVersion', {
        ...full,
        publishedAt: null,
        copyFromVersionId: null,
      }).ok,
    ).toBe(true);
  });

  it('rejects an unknown status, a version number below 1 and a zoneless date-time', () => {
    const result = validateDefinition('applicationVersion', {
      ...versions[0],
      versionStatus: 'published',
      version: 0,
      publishedAt: '2025-03-01 10:00',
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'versionStatus', message: 'must be one of: "live", "draft", "previous", "archived"' },
      { path: 'version', message: 'must be at least 1' },
      { path: 'publishedAt', message: 'must be an ISO 8601 date-time with Z or an offset' },
    ]);
  });
});

describe('applicationVersionDisplayName ("v{version} followed by the name, with (live) added when live")', () => {
  it('shows v{n} name, plus (live) for the live version only', () => {
    expect(applicationVersionDisplayName(versions[1]!)).toBe('v2 Release 2 (live)');
    expect(applicationVersionDisplayName(versions[2]!)).toBe('v3 Release 3');
    expect(applicationVersionDisplayName({ version: 7, name: '  ', versionStatus: 'draft' })).toBe(
      'v7',
    );
  });
});

describe('publishVersion ("publish makes a version live and the previously live one becomes previous")', () => {
  it('publishes a draft: it becomes live, the live one previous', () => {
    const result = publishVersion(versions, 'v3', '2025-05-01T08:00:00Z');
    expect(result.ok && statusOf(result.versions)).toEqual([
      'previous',
      'previous',
      'live',
      'archived',
    ]);
    expect(result.ok && result.versions[2]?.publishedAt).toBe('2025-05-01T08:00:00Z');
  });

  it('publishes a previous version (a rollback)', () => {
    const result = publishVersion(versions, 'v1');
    expect(result.ok && statusOf(result.versions)).toEqual([
      'live',
      'previous',
      'draft',
      'archived',
    ]);
  });

  it('refuses an archived version, and an unknown id', () => {
    expect(publishVersion(versions, 'v4')).toEqual({
      ok: false,
      error: {
        path: 'versions[3].versionStatus',
        message: 'an archived version must be unarchived before it is published',
      },
    });
    expect(publishVersion(versions, 'v9')).toEqual({
      ok: false,
      error: { path: 'id', message: 'unknown application version "v9"' },
    });
  });

  it('is idempotent on the live one', () => {
    const result = publishVersion(versions, 'v2');
    expect(result).toEqual({ ok: true, versions });
    expect(result.ok && result.versions).toBe(versions);
  });

  it('never changes the list it is given', () => {
    const before = JSON.stringify(versions);
    publishVersion(versions, 'v3');
    archiveVersion(versions, 'v3');
    unarchiveVersion(versions, 'v4');
    expect(JSON.stringify(versions)).toBe(before);
  });
});

describe('archiveVersion / unarchiveVersion ("archive sets archived; unarchive sets draft")', () => {
  it('archives a draft or a previous version; not the live one', () => {
    const draft = archiveVersion(versions, 'v3');
    expect(draft.ok && statusOf(draft.versions)).toEqual([
      'previous',
      'live',
      'archived',
      'archived',
    ]);
    const previous = archiveVersion(versions, 'v1');
    expect(previous.ok && statusOf(previous.versions)).toEqual([
      'archived',
      'live',
      'draft',
      'archived',
    ]);
    expect(archiveVersion(versions, 'v2')).toEqual({
      ok: false,
      error: {
        path: 'versions[1].versionStatus',
        message: 'the live version cannot be archived; publish another version first',
      },
    });
  });

  it('unarchives an archived version into a draft; refuses a live or previous one', () => {
    const result = unarchiveVersion(versions, 'v4');
    expect(result.ok && result.versions[3]?.versionStatus).toBe('draft');
    expect(unarchiveVersion(versions, 'v2')).toEqual({
      ok: false,
      error: {
        path: 'versions[1].versionStatus',
        message: 'only an archived version can be unarchived (this one is live)',
      },
    });
    expect(unarchiveVersion(versions, 'v3')).toEqual({ ok: true, versions });
  });
});

describe('resolveVersionSelection ("the special value live resolves to the version whose status is live")', () => {
  it('resolves live, or a version by id', () => {
    expect(resolveVersionSelection(versions, 'live')).toEqual({ ok: true, version: versions[1] });
    expect(resolveVersionSelection(versions, 'v1')).toEqual({ ok: true, version: versions[0] });
  });

  it('"switching to an archived version is blocked"; unknown ids and no live version are errors', () => {
    expect(resolveVersionSelection(versions, 'v4')).toEqual({
      ok: false,
      error: { path: 'selection', message: 'an archived version cannot be selected' },
    });
    expect(resolveVersionSelection(versions, 'v9')).toEqual({
      ok: false,
      error: { path: 'selection', message: 'unknown application version "v9"' },
    });
    expect(resolveVersionSelection([versions[2]!], 'live')).toEqual({
      ok: false,
      error: { path: 'selection', message: 'no version is live' },
    });
  });
});

describe('nextVersionNumber', () => {
  it('is one more than the highest number, 1 for the first version', () => {
    expect(nextVersionNumber([])).toBe(1);
    expect(nextVersionNumber(versions)).toBe(5);
  });
});

describe('version transitions: properties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const initial = fc
    .array(fc.constantFrom(...APPLICATION_VERSION_STATUSES.filter((status) => status !== 'live')), {
      minLength: ids.length,
      maxLength: ids.length,
    })
    .chain((statuses) =>
      fc.option(fc.nat(ids.length - 1), { nil: undefined }).map((liveIndex) =>
        statuses.map(
          (status, index): ApplicationVersion => ({
            id: ids[index]!,
            name: ids[index]!,
            version: index + 1,
            versionStatus: index === liveIndex ? 'live' : status,
          }),
        ),
      ),
    );
  const transition = fc.record({
    kind: fc.constantFrom('publish', 'archive', 'unarchive'),
    id: fc.constantFrom(...ids, 'missing'),
  });
  const apply = (list: readonly ApplicationVersion[], step: { kind: string; id: string }) =>
    step.kind === 'publish'
      ? publishVersion(list, step.id)
      : step.kind === 'archive'
        ? archiveVersion(list, step.id)
        : unarchiveVersion(list, step.id);
  const liveCount = (list: readonly ApplicationVersion[]) =>
    list.filter((entry) => entry.versionStatus === 'live').length;

  it('after any sequence of valid transitions there is at most one live version', () => {
    fc.assert(
      fc.property(initial, fc.array(transition, { maxLength: 30 }), (start, steps) => {
        let list: readonly ApplicationVersion[] = start;
        for (const step of steps) {
          const result = apply(list, step);
          if (result.ok) list = result.versions;
          expect(liveCount(list)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('a version once live stays live until another is published (archive never removes it)', () => {
    fc.assert(
      fc.property(initial, fc.array(transition, { maxLength: 30 }), (start, steps) => {
        let list: readonly ApplicationVersion[] = start;
        for (const step of steps) {
          const hadLive = liveCount(list) === 1;
          const result = apply(list, step);
          if (result.ok) list = result.versions;
          if (hadLive) expect(liveCount(list)).toBe(1);
        }
      }),
    );
  });

  it('publish is idempotent on the live one', () => {
    fc.assert(
      fc.property(initial, fc.constantFrom(...ids), (start, id) => {
        const once = publishVersion(start, id);
        if (!once.ok) return;
        expect(publishVersion(once.versions, id)).toEqual({ ok: true, versions: once.versions });
      }),
    );
  });

  it('unarchive ∘ archive returns a draft', () => {
    fc.assert(
      fc.property(initial, fc.constantFrom(...ids), (start, id) => {
        const archived = archiveVersion(start, id);
        if (!archived.ok) {
          expect(start.find((entry) => entry.id === id)?.versionStatus).toBe('live');
          return;
        }
        const restored = unarchiveVersion(archived.versions, id);
        expect(
          restored.ok && restored.versions.find((entry) => entry.id === id)?.versionStatus,
        ).toBe('draft');
      }),
    );
  });

  it('only the target and the previously live version change', () => {
    fc.assert(
      fc.property(initial, transition, (start, step) => {
        const result = apply(start, step);
        if (!result.ok) return;
        result.versions.forEach((entry, index) => {
          const before = start[index]!;
          if (entry.id === step.id || before.versionStatus === 'live') return;
          expect(entry).toBe(before);
        });
      }),
    );
  });
});
