import { describe, expect, it, vi } from 'vitest';
import { createUnsavedChangesRegistry } from './createUnsavedChangesRegistry';

describe('unsaved changes, tracked per form (spec 000 §4)', () => {
  it('marks and clears forms one by one', () => {
    const registry = createUnsavedChangesRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.markUnsaved('a');
    registry.markUnsaved('a');
    registry.markUnsaved('b');
    expect(registry.getState().unsavedFormIds).toEqual(['a', 'b']);
    registry.markSaved('a');
    expect(registry.hasUnsavedChanges()).toBe(true);
    registry.markSaved('b');
    expect(registry.hasUnsavedChanges()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('lets a navigation through without asking when nothing is unsaved', async () => {
    const registry = createUnsavedChangesRegistry();
    await expect(registry.confirmLeave()).resolves.toBe(true);
    expect(registry.getState().leavePending).toBe(false);
  });

  it('asks once for concurrent navigations; staying keeps the changes', async () => {
    const registry = createUnsavedChangesRegistry();
    registry.markUnsaved('a');
    const first = registry.confirmLeave();
    const second = registry.confirmLeave();
    expect(registry.getState().leavePending).toBe(true);
    registry.answerLeave(false);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(registry.getState()).toEqual({ unsavedFormIds: ['a'], leavePending: false });
  });

  it('leaving forgets the unsaved forms', async () => {
    const registry = createUnsavedChangesRegistry();
    registry.markUnsaved('a');
    const answer = registry.confirmLeave();
    registry.answerLeave(true);
    await expect(answer).resolves.toBe(true);
    expect(registry.hasUnsavedChanges()).toBe(false);
  });
});
