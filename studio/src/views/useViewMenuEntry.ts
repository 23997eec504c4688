import { fetchApplicationLayout, saveApplicationLayout } from '@tessera/client';
import { useState } from 'react';
import { useAsyncResource } from '../common/useAsyncResource';
import { linkedMenuEntry } from '../layout/linkedMenuEntry';
import { adapter } from '../services';

/** The view editor's menu shortcut: the entry linking the view, and adding one. */
export interface ViewMenuEntry {
  /** The text of the menu entry that links the view; null when none does, undefined while loading. */
  readonly linkedText: string | null | undefined;
  /** Adds an entry for the view at the end of the menu, unless one links it already. */
  readonly add: (view: { id: string; title: string; icon: string }) => Promise<void>;
}

/**
 * The side menu entry of a view (spec 002 §3 "Views": menu entry) in the application layout of
 * the version worked in: the view editor shows whether the menu links the view and, on saving,
 * can add an entry linking it — with the layout's revision, read just before.
 */
export function useViewMenuEntry(viewId: string | null, versionId: string | null): ViewMenuEntry {
  const [attempt, setAttempt] = useState(0);
  const layout = useAsyncResource(`${versionId}:${attempt}`, (signal) =>
    fetchApplicationLayout(adapter, versionId, { signal, skipErrorNotification: true }),
  );
  const linkedText =
    layout.status !== 'ready'
      ? undefined
      : viewId === null
        ? null
        : (linkedMenuEntry(layout.value.layout.menuEntries, viewId)?.text ?? null);

  const add = async (view: { id: string; title: string; icon: string }) => {
    const { layout: current } = await fetchApplicationLayout(adapter, versionId, {
      skipErrorNotification: true,
    });
    if (linkedMenuEntry(current.menuEntries, view.id) === undefined) {
      await saveApplicationLayout(
        adapter,
        {
          versionId: current.versionId,
          menuEntries: [
            ...current.menuEntries,
            { text: view.title, icon: view.icon, viewId: view.id },
          ],
          startingViews: current.startingViews,
          revision: current.revision,
        },
        { skipErrorNotification: true },
      );
    }
    setAttempt((count) => count + 1);
  };
  return { linkedText, add };
}
