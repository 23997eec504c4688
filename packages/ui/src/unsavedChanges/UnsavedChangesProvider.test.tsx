import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { createUnsavedChangesRegistry } from './createUnsavedChangesRegistry';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';
import { useUnsavedChanges } from './useUnsavedChanges';

function Form({ dirty }: { dirty: boolean }) {
  const { hasUnsavedChanges } = useUnsavedChanges({ formId: 'f1', dirty });
  return <p>{hasUnsavedChanges ? 'niezapisane' : 'zapisane'}</p>;
}

function setup(dirty: boolean) {
  const registry = createUnsavedChangesRegistry();
  const view = render(
    withTessera(() => (
      <UnsavedChangesProvider registry={registry}>
        <Form dirty={dirty} />
      </UnsavedChangesProvider>
    )),
  );
  return { registry, view };
}

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('unsaved changes (spec 000 §2, §4)', () => {
  it('a dirty form is tracked while dirty and mounted', () => {
    const { registry, view } = setup(true);
    expect(screen.getByText('niezapisane')).toBeInTheDocument();
    expect(registry.getState().unsavedFormIds).toEqual(['f1']);
    view.unmount();
    expect(registry.hasUnsavedChanges()).toBe(false);
  });

  it('on window unload the browser asks while anything is unsaved, and not otherwise', () => {
    setup(true);
    expect(unload().defaultPrevented).toBe(true);
    expect(screen.getByText('niezapisane')).toBeInTheDocument();
  });

  it('does not ask on unload when everything is saved', () => {
    setup(false);
    expect(unload().defaultPrevented).toBe(false);
  });

  it("asks 'alerts.unsaved_changes' before leaving; staying keeps the changes", async () => {
    const { registry } = setup(true);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = registry.confirmLeave();
    });
    expect(
      await screen.findByText('Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zostań' }));
    await expect(answer).resolves.toBe(false);
    expect(registry.hasUnsavedChanges()).toBe(true);
  });

  it('leaving forgets the changes', async () => {
    const { registry } = setup(true);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = registry.confirmLeave();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Opuść stronę' }));
    await expect(answer).resolves.toBe(true);
  });
});
