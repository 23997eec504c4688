import { describe, expect, it } from 'vitest';
import { layoutDraftOf } from './layoutDraft';
import { validateLayoutDraft } from './validateLayoutDraft';

const keyOfText = (draft: ReturnType<typeof layoutDraftOf>, text: string) => {
  const find = (nodes: typeof draft.menu): string | undefined => {
    for (const node of nodes) {
      if (node.entry.text === text) return node.key;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(draft.menu)!;
};

describe('validateLayoutDraft (spec 000 §2 side menu entries; spec 001 §5.1 routePath)', () => {
  it('accepts entries leading to a view, to an address, and headings', () => {
    const draft = layoutDraftOf({
      menuEntries: [
        { text: 'Klienci', icon: 'people', viewId: 'v1' },
        { text: 'Sprzedaż', children: [{ text: 'Start', routePath: 'start' }] },
      ],
      startingViews: {},
    });
    expect(validateLayoutDraft(draft, new Set(['v1'])).size).toBe(0);
  });

  it('needs a text, a valid route path and a view that exists', () => {
    const draft = layoutDraftOf({
      menuEntries: [
        { text: ' ', routePath: 'start' },
        { text: 'Zła ścieżka', routePath: 'a b' },
        { text: 'Brak widoku', viewId: 'gone' },
        { text: 'Ikona', icon: 'ikona z spacją', routePath: 'start' },
      ],
      startingViews: {},
    });
    const problems = validateLayoutDraft(draft, new Set(['v1']));
    expect(problems.get(`entry:${draft.menu[0]!.key}:text`)).toEqual({
      common: 'validations.required',
    });
    expect(problems.get(`entry:${keyOfText(draft, 'Zła ścieżka')}:target`)).toEqual({
      common: 'validations.routePath',
    });
    expect(problems.get(`entry:${keyOfText(draft, 'Brak widoku')}:target`)).toEqual({
      studio: 'layout.problems.unknownView',
    });
    expect(problems.get(`entry:${keyOfText(draft, 'Ikona')}:icon`)).toEqual({
      studio: 'layout.problems.icon',
    });
  });

  it('a route path may not start with a segment the app reserves (@tessera/client reservedPathSegments)', () => {
    const draft = layoutDraftOf({
      menuEntries: [{ text: 'Ustawienia', routePath: 'settings/views' }],
      startingViews: {},
    });
    expect(
      validateLayoutDraft(draft, null).get(`entry:${draft.menu[0]!.key}:target`),
    ).toMatchObject({
      studio: 'layout.problems.reservedSegment',
    });
  });
});
