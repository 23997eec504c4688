import { saveUser, type UserRecord } from '@tessera/client';
import { useConfirm } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter, notifications } from '../services';
import { userLabel } from './userLabel';

/** Activating or deactivating users, each after a confirmation, and the dialog asking it. */
export interface UserActivation {
  /**
   * Asks, then stores the other status (an inactive or deleted user becomes active, an active
   * one inactive); answers the saved user, or `null` when not confirmed. A failed save rejects,
   * after the adapter's notification.
   */
  readonly toggle: (user: UserRecord) => Promise<UserRecord | null>;
  readonly dialog: ReactNode;
}

/**
 * Spec 002 §4 "admins can activate or deactivate" users: a status change alone (`PUT
 * users/{id}` with `status`), so the rest of the record stays as stored; the server ends a
 * deactivated user's sessions when they have no other active membership.
 */
export function useUserActivation(): UserActivation {
  const { t } = useStudioTranslation();
  const { confirm, dialog } = useConfirm();

  const toggle = async (user: UserRecord): Promise<UserRecord | null> => {
    const activate = user.status !== 'active';
    const confirmed = await confirm({
      title: t(activate ? 'users.activation.activateTitle' : 'users.activation.deactivateTitle'),
      message: t(
        activate ? 'users.activation.activateMessage' : 'users.activation.deactivateMessage',
        { name: userLabel(user) },
      ),
      confirmLabel: t(
        activate ? 'users.activation.activateConfirm' : 'users.activation.deactivateConfirm',
      ),
      danger: !activate,
    });
    if (!confirmed) return null;
    // A failure raises the adapter's notification; the caller keeps what it shows.
    const saved = await saveUser(adapter, {
      id: user.id,
      status: activate ? 'active' : 'inactive',
    });
    notifications.notify({ intent: 'success', title: 'notifications.success' });
    return saved;
  };

  return { toggle, dialog };
}
