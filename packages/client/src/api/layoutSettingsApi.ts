import type { HttpAdapter } from '../httpAdapter.types';
import type { ApplicationLayout, MenuEntry } from './applicationLayoutApi';
import type { CallOptions } from './callOptions.types';
import { saveRecord } from './saveRecord';

/**
 * What a layout write sends (spec 001 §7: `PUT settings/applicationLayoutVersions/{id}` without
 * the id in the body): the menu, the starting views per role, and the revision last read (0 for
 * a version whose layout was never saved).
 * @public
 */
export interface ApplicationLayoutSave {
  readonly versionId: string;
  readonly menuEntries: readonly MenuEntry[];
  /** Role id → the views its members start on, in order (the first they may open wins). */
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
  readonly revision: number;
}

/**
 * Replaces the application layout of a version, an editable one (a draft, or the live version of
 * a client without application versions). Admins. The server answers 422 with JSON pointers into
 * the body for an invalid menu (e.g. `/menuEntries/0/children/1/routePath`), 409 `staleRevision`
 * when someone saved the layout since `revision` was read and 409 `versionNotEditable` for a
 * version that cannot be edited.
 * @public
 * @example
 * await saveApplicationLayout(adapter, { versionId, menuEntries, startingViews, revision: 3 });
 */
export function saveApplicationLayout(
  adapter: HttpAdapter,
  { versionId, ...layout }: ApplicationLayoutSave,
  options: CallOptions = {},
): Promise<ApplicationLayout> {
  return saveRecord<ApplicationLayout>(
    adapter,
    'settings/applicationLayoutVersions',
    versionId,
    layout,
    options,
  );
}
