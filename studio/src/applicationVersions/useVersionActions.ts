import {
  type ApplicationVersionItem,
  archiveApplicationVersion,
  copyApplicationVersion,
  publishApplicationVersion,
  unarchiveApplicationVersion,
} from '@tessera/client';
import { adapter, versions } from '../services';
import { reloadPage } from './reloadPage';

/** What a new version is: its name, the version it copies, and whether to edit it at once. */
export interface NewVersion {
  readonly name: string;
  readonly copyFromId: string;
  readonly workIn: boolean;
}

/** The versions' transitions (spec 001 §4), each followed by a reload of the page. */
export interface VersionActions {
  /** Makes the version the one the studio edits (as the version selector does). */
  readonly workIn: (version: ApplicationVersionItem) => void;
  /** Creates a draft copying another version; rejects (for the dialog to say so) on failure. */
  readonly create: (version: NewVersion) => Promise<void>;
  /** Publishes; rejects on failure, for the confirmation to say so. */
  readonly publish: (version: ApplicationVersionItem) => Promise<void>;
  readonly archive: (version: ApplicationVersionItem) => Promise<void>;
  readonly unarchive: (version: ApplicationVersionItem) => Promise<void>;
}

/** The selection naming a version: `live` follows publications, an id stays on its version. */
const selectionOf = (version: ApplicationVersionItem) =>
  version.versionStatus === 'live' ? 'live' : version.id;

/**
 * The application version actions of the versions screen. Afterwards the page loads again, so
 * the edited version, the selector and the list show the new state. A version that was being
 * edited and has just been published is followed as "live"; one that has just been archived
 * cannot be edited, so the studio goes back to the live version.
 */
export function useVersionActions(): VersionActions {
  const selected = () => versions.getState().selection;
  const quiet = { skipErrorNotification: true } as const;
  return {
    workIn: (version) => {
      versions.select(selectionOf(version));
      reloadPage();
    },
    create: async ({ name, copyFromId, workIn }) => {
      const created = await copyApplicationVersion(adapter, { name, copyFromId }, quiet);
      if (workIn) versions.select(created.id);
      reloadPage({ notifySuccess: true });
    },
    publish: async (version) => {
      await publishApplicationVersion(adapter, version.id, quiet);
      if (selected() === version.id) versions.select('live');
      reloadPage({ notifySuccess: true });
    },
    archive: async (version) => {
      await archiveApplicationVersion(adapter, version.id);
      if (selected() === version.id) versions.select('live');
      reloadPage({ notifySuccess: true });
    },
    unarchive: async (version) => {
      await unarchiveApplicationVersion(adapter, version.id);
      reloadPage({ notifySuccess: true });
    },
  };
}
