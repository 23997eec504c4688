import { useStudioPage } from '../shell/StudioPageContext';
import { canEditVersion, versionEditability } from '../shell/versionEditability';
import type { SaveBlock } from './useDraftEditor';

/**
 * Whether a definition editor may save: the application version worked in can be edited, and the
 * server has not answered that it cannot (`versionNotEditable`, seen as `block`).
 */
export function useEditableVersion(block: SaveBlock): boolean {
  const { client, data } = useStudioPage();
  const editability = data?.version ? versionEditability(data.version, client) : 'draft';
  return canEditVersion(editability) && block !== 'versionLocked';
}
