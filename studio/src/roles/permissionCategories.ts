import type { PermissionEntity, PermissionEntityKind, RolePermissionType } from '@tessera/client';

/** The permission categories of a role, in the spec's order (spec 002 §6). */
export const permissionCategories = [
  'assigned',
  'views',
  'processSettings',
  'special',
  'dashboard',
] as const;

/** One category; `assigned` is every other one together. */
export type PermissionCategory = (typeof permissionCategories)[number];

/** The special permissions a role grants by itself (spec 001 §3.19), in the order offered. */
export const specialPermissionTypes = [
  'usersManagement',
  'userApiAccess',
] as const satisfies readonly RolePermissionType[];

const categoryByKind: Readonly<
  Record<PermissionEntityKind, Exclude<PermissionCategory, 'assigned'>>
> = {
  manual: 'special',
  viewAccess: 'views',
  tableViewAccess: 'views',
  viewGeneralAction: 'views',
  tableViewRowAction: 'views',
  tableViewRowIconAction: 'views',
  tableViewRowClickAction: 'views',
  calendarViewEventSource: 'views',
  processStepFormInput: 'processSettings',
  diagramProcessStepForm: 'processSettings',
  dashboard: 'dashboard',
};

/** The category a permission entity kind belongs to. */
export function categoryOf(kind: PermissionEntityKind): Exclude<PermissionCategory, 'assigned'> {
  return categoryByKind[kind];
}

/** One granting thing (a view, a process step) and everything it grants the role. */
export interface PermissionGrant {
  readonly entityId: string;
  readonly name: string;
  readonly category: Exclude<PermissionCategory, 'assigned'>;
  readonly kinds: readonly PermissionEntityKind[];
}

/**
 * What a role grants, as `GET roles/{id}/permissionEntities` lists it, with its special
 * permissions as the draft has them (saved or not): the server's `manual` entries are replaced
 * by `special`, so the panel shows what a save will store.
 */
export function roleEntities(
  listed: readonly PermissionEntity[],
  special: readonly RolePermissionType[],
): PermissionEntity[] {
  const manual = specialPermissionTypes
    .filter((type) => special.includes(type))
    .map((type): PermissionEntity => ({ kind: 'manual', entityId: type, name: type }));
  return [...manual, ...listed.filter((entity) => entity.kind !== 'manual')];
}

/**
 * The grants of one category, one per granting entity (a table view granting access and its row
 * click is one grant of two kinds), in the order listed; `assigned` holds them all.
 */
export function grantsIn(
  category: PermissionCategory,
  entities: readonly PermissionEntity[],
): PermissionGrant[] {
  const grants = new Map<string, PermissionGrant>();
  for (const entity of entities) {
    const own = categoryOf(entity.kind);
    if (category !== 'assigned' && own !== category) continue;
    // A process grants per step: its steps share the process's id and differ by name.
    const key = `${own}:${entity.entityId}:${entity.name}`;
    const grant = grants.get(key);
    if (grant === undefined) {
      grants.set(key, {
        entityId: entity.entityId,
        name: entity.name,
        category: own,
        kinds: [entity.kind],
      });
    } else if (!grant.kinds.includes(entity.kind)) {
      grants.set(key, { ...grant, kinds: [...grant.kinds, entity.kind] });
    }
  }
  return [...grants.values()];
}

/** How many grants each category has (`assigned`: all of them), for the tabs' counters. */
export function grantCounts(
  entities: readonly PermissionEntity[],
): Readonly<Record<PermissionCategory, number>> {
  return Object.fromEntries(
    permissionCategories.map((category) => [category, grantsIn(category, entities).length]),
  ) as Record<PermissionCategory, number>;
}

/**
 * Where a grant is set, for the link beside it (spec 000 §2 path shapes): the view's editor for
 * views and dashboards, the process's editor for its steps (the server names the process as the
 * entity), none for special permissions, which the role itself sets.
 */
export function grantHref(grant: PermissionGrant, base: string): string | null {
  switch (grant.category) {
    case 'views':
    case 'dashboard':
      return `${base}/views/${encodeURIComponent(grant.entityId)}/edit`;
    case 'processSettings':
      return `${base}/processes/${encodeURIComponent(grant.entityId)}/edit`;
    case 'special':
      return null;
  }
}
