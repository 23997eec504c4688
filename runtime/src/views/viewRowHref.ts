import { mainPath, type ViewRowTarget } from '@tessera/client';

/**
 * Where clicking a view's row leads: forms.enter of the row's process (spec 000 §2,
 * `forms/{formId}/enter?processId=`), returning to `returnTo` — the view's page as it is shown.
 */
export function viewRowHref(clientKey: string, open: ViewRowTarget, returnTo: string): string {
  const query = new URLSearchParams({ processId: open.processId, returnTo });
  return `${mainPath(clientKey)}/forms/${encodeURIComponent(open.formId)}/enter?${query}`;
}
