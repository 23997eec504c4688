import type { ApplicationLayoutResult, LinkedView } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { firstStartingView } from './firstStartingView';

const view = (id: string, overrides: Partial<LinkedView> = {}): LinkedView => ({
  id,
  versionId: 'v1',
  name: id,
  status: 'active',
  routeKey: null,
  ...overrides,
});

function layout(
  startingViews: Record<string, string[]>,
  views: LinkedView[],
): ApplicationLayoutResult {
  return {
    layout: { id: 'v1', versionId: 'v1', menuEntries: [], startingViews, revision: 1 },
    views,
  };
}

describe("firstStartingView (spec 000 §2: the first configured starting view of the user's roles)", () => {
  it("takes the roles in the user's order and each role's first view", () => {
    const result = firstStartingView(
      layout({ sales: ['s1', 's2'], support: ['h1'] }, [view('s1'), view('s2'), view('h1')]),
      ['support', 'sales'],
    );
    expect(result).toEqual({ id: 'h1', routeKey: null });
  });

  it('skips roles without starting views and views that are gone', () => {
    const result = firstStartingView(
      layout({ sales: ['gone', 'deleted', 's2'] }, [
        view('deleted', { status: 'deleted' }),
        view('s2', { routeKey: 'zlecenia' }),
      ]),
      ['nobody', 'sales'],
    );
    expect(result).toEqual({ id: 's2', routeKey: 'zlecenia' });
  });

  it('is null when none is configured: the greeting shows', () => {
    expect(firstStartingView(layout({}, []), ['sales'])).toBeNull();
    expect(firstStartingView(layout({ sales: ['s1'] }, [view('s1')]), [])).toBeNull();
  });
});
