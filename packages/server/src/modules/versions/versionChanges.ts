/**
 * What one definition of a version is, for comparing versions: its identity, name and status,
 * and a digest of its body (two bodies with equal digests are equal).
 * @internal
 */
export interface DefinitionDigest {
  readonly id: string;
  readonly kind: string;
  readonly name: string | null;
  readonly status: string;
  readonly bodyDigest: string;
}

/** A definition a comparison names. @public */
export interface DefinitionChange {
  /** The definition's kind (`dataProvider`, `form`, `process`, `view`, `applicationLayout`, …). */
  readonly kind: string;
  readonly id: string;
  /** Its name in the version compared (the other version's, for a removed one); null for unnamed kinds. */
  readonly name: string | null;
  /** Of a changed definition that was renamed: its name in the other version. */
  readonly previousName?: string | null;
}

/**
 * What a version holds that another does not (`added`), what the other holds that it does not
 * (`removed`), and what both hold differently (`changed`: name, status or body differ). Deleted
 * definitions count as absent. Each list is ordered by kind, name and id.
 * @public
 */
export interface VersionChanges {
  readonly added: DefinitionChange[];
  readonly changed: DefinitionChange[];
  readonly removed: DefinitionChange[];
}

function byKindAndName(a: DefinitionChange, b: DefinitionChange): number {
  return (
    a.kind.localeCompare(b.kind) ||
    (a.name ?? '').localeCompare(b.name ?? '') ||
    a.id.localeCompare(b.id)
  );
}

const present = (digests: readonly DefinitionDigest[]) =>
  new Map(
    digests
      .filter((digest) => digest.status !== 'deleted')
      .map((digest) => [digest.id, digest] as const),
  );

/**
 * Compares the definitions of `version` with those of `other` (e.g. a draft with the live
 * version it would replace when published). Definitions keep their ids when a version is
 * copied, so the same id in both is the same definition.
 * @internal
 */
export function compareVersionDefinitions(
  version: readonly DefinitionDigest[],
  other: readonly DefinitionDigest[],
): VersionChanges {
  const mine = present(version);
  const theirs = present(other);
  const added: DefinitionChange[] = [];
  const changed: DefinitionChange[] = [];
  const removed: DefinitionChange[] = [];
  for (const [id, digest] of mine) {
    const before = theirs.get(id);
    const entry = { kind: digest.kind, id, name: digest.name };
    if (before === undefined) {
      added.push(entry);
    } else if (
      before.name !== digest.name ||
      before.status !== digest.status ||
      before.bodyDigest !== digest.bodyDigest
    ) {
      changed.push(before.name === digest.name ? entry : { ...entry, previousName: before.name });
    }
  }
  for (const [id, digest] of theirs) {
    if (!mine.has(id)) removed.push({ kind: digest.kind, id, name: digest.name });
  }
  return {
    added: added.sort(byKindAndName),
    changed: changed.sort(byKindAndName),
    removed: removed.sort(byKindAndName),
  };
}

const changeSchema = {
  type: 'object',
  required: ['kind', 'id', 'name'],
  properties: {
    kind: { type: 'string' },
    id: { type: 'string' },
    name: { type: ['string', 'null'] },
    previousName: { type: ['string', 'null'] },
  },
} as const;

/** JSON Schema of {@link VersionChanges} with the two versions compared, for responses. @internal */
export const versionChangesSchema = {
  type: 'object',
  required: ['versionId', 'againstId', 'added', 'changed', 'removed'],
  properties: {
    versionId: { type: 'string' },
    againstId: { type: 'string' },
    added: { type: 'array', items: changeSchema },
    changed: { type: 'array', items: changeSchema },
    removed: { type: 'array', items: changeSchema },
  },
} as const;
