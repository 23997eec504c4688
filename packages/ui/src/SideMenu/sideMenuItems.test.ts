import { describe, expect, it } from 'vitest';
import { buildLayoutMenu, findCurrentItem } from './sideMenuItems';

const views = [
  { id: 'v-1', versionId: 'ver', name: 'Zlecenia', status: 'active', routeKey: 'zlecenia' },
  { id: 'v-2', versionId: 'ver', name: 'Bez klucza', status: 'active', routeKey: null },
];

describe('buildLayoutMenu (spec 000 §2, §3: menu entries; a linked view supplies the routePath)', () => {
  const items = buildLayoutMenu(
    [
      { text: 'Pulpit', icon: 'home', routePath: 'start' },
      {
        text: 'Sprzedaż',
        icon: 'cart',
        expandedByDefault: true,
        groups: ['Handel'],
        children: [
          { text: 'Zlecenia', viewId: 'v-1' },
          {
            text: 'Archiwum',
            viewId: 'v-2',
            children: [{ text: 'Stare', routePath: '/views/old' }],
          },
        ],
      },
      { text: 'Pusty nagłówek', children: [] },
    ],
    views,
    'demo',
  );

  it('resolves route paths under the client and linked views by route key, else id', () => {
    expect(items.map((item) => [item.id, item.text, item.href])).toEqual([
      ['0', 'Pulpit', '/demo/start'],
      ['1', 'Sprzedaż', undefined],
    ]);
    const [sales] = items.slice(1);
    expect(sales?.children.map((child) => child.href)).toEqual([
      '/demo/views/zlecenia',
      '/demo/views/v-2',
    ]);
    expect(sales?.children[1]?.children[0]?.href).toBe('/demo/views/old');
  });

  it('keeps icon, expandedByDefault and the first group; drops entries leading nowhere', () => {
    expect(items[1]).toMatchObject({ icon: 'cart', expandedByDefault: true, group: 'Handel' });
    expect(items.some((item) => item.text === 'Pusty nagłówek')).toBe(false);
  });

  it('finds the entry of the current page, or the one it lies under', () => {
    expect(findCurrentItem(items, '/demo/views/zlecenia')?.text).toBe('Zlecenia');
    expect(findCurrentItem(items, '/demo/views/old/42')?.text).toBe('Stare');
    expect(findCurrentItem(items, '/demo/forms/1/new')).toBeUndefined();
  });
});
