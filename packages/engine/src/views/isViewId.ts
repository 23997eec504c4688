const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `views/{routeKeyOrViewId}` names a view by id (spec 000 §2, views.show: "if the
 * parameter is a valid UUID it is a view id, otherwise a route key").
 * @example isViewId('d0000000-0000-4000-8000-000000000040'); // true
 * @example isViewId('zadania'); // false
 * @public
 */
export function isViewId(routeKeyOrViewId: string): boolean {
  return UUID.test(routeKeyOrViewId);
}
