import type { ApplicationVersionChanges, DefinitionChange } from '@tessera/client';

/** How a definition differs: only in the version published, in both, or only in the live one. */
export type ChangeType = 'added' | 'changed' | 'removed';

/** A definition's change, with how it differs. */
export interface TypedChange extends DefinitionChange {
  readonly type: ChangeType;
}

/** The changes of one kind of definition. */
export interface KindChanges {
  readonly kind: string;
  readonly changes: readonly TypedChange[];
}

/** The kinds in the order a designer builds an application (issue 8), then any other. */
export const kindOrder = [
  'dataProvider',
  'form',
  'process',
  'view',
  'applicationLayout',
  'documentType',
  'documentTemplate',
] as const;

const typeOrder: readonly ChangeType[] = ['added', 'changed', 'removed'];

function rank(kind: string): number {
  const index = (kindOrder as readonly string[]).indexOf(kind);
  return index === -1 ? kindOrder.length : index;
}

/**
 * A comparison's changes by kind — data providers, forms, processes, views, layout, then the
 * rest by name — each kind's added first, then changed, then removed, by name.
 */
export function groupVersionChanges(changes: ApplicationVersionChanges): KindChanges[] {
  const byKind = new Map<string, TypedChange[]>();
  for (const type of typeOrder) {
    for (const change of changes[type]) {
      const list = byKind.get(change.kind) ?? [];
      list.push({ ...change, type });
      byKind.set(change.kind, list);
    }
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, list]) => ({
      kind,
      changes: list.sort(
        (a, b) =>
          typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) ||
          (a.name ?? '').localeCompare(b.name ?? ''),
      ),
    }));
}

/** How many definitions a comparison names. */
export function countVersionChanges(changes: ApplicationVersionChanges): number {
  return changes.added.length + changes.changed.length + changes.removed.length;
}
