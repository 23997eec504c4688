import { describe, expect, it } from 'vitest';
import { layoutDraftOf, sameLayoutDraft, startingViewsOf } from './layoutDraft';

const stored = {
  menuEntries: [
    { text: 'Klienci', viewId: 'v1', children: [{ text: 'Raport', routePath: 'start' }] },
  ],
  startingViews: { r1: ['v1'] },
};

describe('the layout draft', () => {
  it('two loads of one layout are the same draft, whatever keys the entries got', () => {
    expect(sameLayoutDraft(layoutDraftOf(stored), layoutDraftOf(stored))).toBe(true);
  });

  it('a role whose starting views were cleared stores nothing, like one never set', () => {
    const draft = { ...layoutDraftOf(stored), startingViews: { r1: ['v1'], r2: [] } };
    expect(startingViewsOf(draft)).toEqual({ r1: ['v1'] });
    expect(sameLayoutDraft(draft, layoutDraftOf(stored))).toBe(true);
  });
});
