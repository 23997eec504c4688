import type { ApplicationLayoutResult } from '@tessera/client';

/**
 * The view a user starts on (spec 000 §2, startingPage): the first configured starting view of
 * the user's roles, roles taken in the order the user has them. Views the layout links but that
 * no longer exist (or were deleted) are passed over.
 */
export function firstStartingView(
  { layout, views }: ApplicationLayoutResult,
  roleIds: readonly string[],
): { id: string; routeKey: string | null } | null {
  const known = new Map(views.map((view) => [view.id, view]));
  for (const roleId of roleIds) {
    for (const viewId of layout.startingViews[roleId] ?? []) {
      const view = known.get(viewId);
      if (view && view.status !== 'deleted') return { id: view.id, routeKey: view.routeKey };
    }
  }
  return null;
}
