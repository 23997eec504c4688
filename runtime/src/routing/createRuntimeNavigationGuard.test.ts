import { createSessionStore } from '@tessera/client';
import { createMemoryStorage, createTestUser } from '@tessera/client/testing';
import { createUnsavedChangesRegistry } from '@tessera/ui';
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeNavigationGuard } from './createRuntimeNavigationGuard';

function setup(user = createTestUser()) {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.setToken('tok');
  session.setUser(user);
  const unsavedChanges = createUnsavedChangesRegistry();
  const notify = vi.fn();
  const assign = vi.fn();
  const navigate = vi.fn();
  const guard = createRuntimeNavigationGuard({
    session,
    unsavedChanges,
    notifications: { notify },
    assign,
    navigate,
  });
  return { guard, unsavedChanges, notify, assign, navigate };
}

describe('the runtime navigation guard (spec 000 §4)', () => {
  it('lets in-app navigations through when nothing is unsaved', () => {
    const { guard } = setup();
    expect(guard.beforeNavigate('/demo/start', {})).toBe(true);
  });

  it('asks to confirm leaving unsaved changes; staying stays', async () => {
    const { guard, unsavedChanges } = setup();
    unsavedChanges.markUnsaved('form-1');
    const verdict = guard.beforeNavigate('/demo/start', {});
    expect(unsavedChanges.getState().leavePending).toBe(true);
    unsavedChanges.answerLeave(false);
    await expect(verdict).resolves.toBe(false);
    expect(guard.needsConfirmation()).toBe(true);
  });

  it('leaving goes on and forgets the changes', async () => {
    const { guard, unsavedChanges } = setup();
    unsavedChanges.markUnsaved('form-1');
    const verdict = guard.beforeNavigate('/demo/start', {});
    unsavedChanges.answerLeave(true);
    await expect(verdict).resolves.toBe(true);
    expect(guard.needsConfirmation()).toBe(false);
  });

  it('takes an admin into the studio with a page load', () => {
    const { guard, assign, navigate } = setup(createTestUser({ type: 'client_admin' }));
    expect(guard.beforeNavigate('/demo/settings/forms', {})).toBe(false);
    expect(assign).toHaveBeenCalledWith('/demo/settings/forms');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a non-admin heading for the settings to main, with a warning', () => {
    const { guard, assign, navigate, notify } = setup();
    expect(guard.beforeNavigate('/demo/settings/forms', {})).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/demo');
    expect(notify).toHaveBeenCalledWith({ intent: 'warning', title: 'shell.accessDenied' });
  });

  it('lets a users-management holder into the users screen (spec 000 §6)', () => {
    const { guard, assign } = setup(createTestUser({ specialPermissions: ['usersManagement'] }));
    guard.beforeNavigate('/demo/settings/users', {});
    expect(assign).toHaveBeenCalledWith('/demo/settings/users');
  });
});
