import { type DeleteConfirmOptions, useConfirm } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { notifications } from '../services';

/** What deleting an item takes: the confirmation's texts, the delete, and where to go after. */
export interface ItemDeletionRequest {
  readonly confirm: DeleteConfirmOptions;
  readonly run: () => Promise<unknown>;
  readonly listHref: string;
}

export interface ItemDeletion {
  /**
   * Asks to confirm, deletes, says so and goes to the list. A failed delete raises the adapter's
   * notification and leaves the editor as it is.
   */
  readonly remove: (request: ItemDeletionRequest) => Promise<void>;
  /** The confirmation dialog; render it once. */
  readonly dialog: ReactNode;
}

/** Deleting the item an editor shows, then leaving for its list. */
export function useItemDeletion(): ItemDeletion {
  const { confirmDelete, dialog } = useConfirm();
  const [, replaceLocation] = useLocation();
  const remove = async ({ confirm, run, listHref }: ItemDeletionRequest) => {
    if (!(await confirmDelete(confirm))) return;
    await run();
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    replaceLocation(listHref);
  };
  return { remove, dialog };
}
