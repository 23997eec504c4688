import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { createGuardedLocation, type GuardedLocationOptions } from './createGuardedLocation';

let destroy: (() => void) | undefined;

afterEach(() => {
  destroy?.();
  destroy = undefined;
});

function setup(options: Partial<GuardedLocationOptions> = {}) {
  window.history.replaceState(null, '', '/a');
  const guarded = createGuardedLocation({
    beforeNavigate: () => true,
    needsConfirmation: () => false,
    confirmLeave: async () => true,
    ...options,
  });
  destroy = guarded.destroy;
  render(
    <Router hook={guarded.hook}>
      <Link href="/b">do B</Link>
      <Switch>
        <Route path="/a">strona A</Route>
        <Route path="/b">strona B</Route>
      </Switch>
    </Router>,
  );
  return guarded;
}

/** A guard that asks before leaving; `answer` is the user's reply to the question asked last. */
function setupAskingToLeave() {
  let reply: (leave: boolean) => void = () => undefined;
  const guarded = setup({
    needsConfirmation: () => true,
    confirmLeave: () =>
      new Promise<boolean>((resolve) => {
        reply = resolve;
      }),
  });
  return { guarded, answer: (leave: boolean) => reply(leave) };
}

/**
 * The browser's Back button: the address changes first (no pushState/replaceState event), then
 * popstate.
 */
function goBackTo(path: string) {
  act(() => {
    History.prototype.replaceState.call(window.history, null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('createGuardedLocation: every navigation passes the guard (spec 000 §4)', () => {
  it('follows links the guard allows', () => {
    const beforeNavigate = vi.fn(() => true);
    setup({ beforeNavigate });
    act(() => screen.getByRole('link', { name: 'do B' }).click());
    expect(beforeNavigate).toHaveBeenCalledWith('/b', expect.anything());
    expect(screen.getByText('strona B')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b');
  });

  it('stays when the guard says no, and goes on when its answer comes later', async () => {
    let answer: (allowed: boolean) => void = () => undefined;
    const guarded = setup({
      beforeNavigate: () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    });
    act(() => guarded.navigate('/b'));
    expect(screen.getByText('strona A')).toBeInTheDocument();
    await act(async () => answer(false));
    expect(window.location.pathname).toBe('/a');
    act(() => guarded.navigate('/b'));
    await act(async () => answer(true));
    expect(screen.getByText('strona B')).toBeInTheDocument();
  });

  it('holds the page on back/forward while leaving is confirmed; staying puts the address back', async () => {
    const { guarded, answer } = setupAskingToLeave();
    act(() => guarded.navigate('/b'));
    expect(screen.getByText('strona B')).toBeInTheDocument();
    goBackTo('/a');
    expect(screen.getByText('strona B')).toBeInTheDocument();
    await act(async () => answer(false));
    expect(screen.getByText('strona B')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b');
  });
});

describe('createGuardedLocation: back and forward', () => {
  it('shows the page gone back to once leaving is confirmed', async () => {
    const { guarded, answer } = setupAskingToLeave();
    act(() => guarded.navigate('/b'));
    goBackTo('/a');
    await act(async () => answer(true));
    expect(screen.getByText('strona A')).toBeInTheDocument();
  });
});
