import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findMenuNode,
  flattenMenu,
  indentMenuNode,
  type MenuNode,
  maxMenuDepth,
  menuEntriesOf,
  menuNodesOf,
  moveMenuNode,
  outdentMenuNode,
  projectMenuDrop,
  removeMenuNode,
  shiftMenuNode,
  subtreeHeight,
  subtreeKeys,
} from './menuTree';

const node = (key: string, children: MenuNode[] = []): MenuNode => ({
  key,
  entry: { text: key.toUpperCase() },
  children,
});

/** The tree as nested keys, to compare shapes at a glance. */
const shape = (nodes: readonly MenuNode[]): unknown =>
  nodes.map((item) =>
    item.children.length === 0 ? item.key : { [item.key]: shape(item.children) },
  );

const keysOf = (nodes: readonly MenuNode[]) => flattenMenu(nodes).map((flat) => flat.node.key);

// A menu of up to ~20 entries, at most maxMenuDepth deep, with unique keys.
const treeArbitrary: fc.Arbitrary<MenuNode[]> = fc
  .array(fc.nat(maxMenuDepth - 1), { maxLength: 20 })
  .map((depthWishes) => {
    // Each entry goes under the last entry of the level before the one it wishes for, when the
    // tree is that deep already; otherwise as deep as it can.
    const roots: MenuNode[] = [];
    const openLevels: MenuNode[][] = [roots];
    depthWishes.forEach((wish, counter) => {
      const level = Math.min(wish, openLevels.length - 1);
      const created: MenuNode = { key: `n${counter}`, entry: { text: 'x' }, children: [] };
      (openLevels[level] as MenuNode[]).push(created);
      openLevels.length = level + 1;
      if (level + 1 < maxMenuDepth) openLevels.push(created.children as MenuNode[]);
    });
    return roots;
  });

const isWellFormed = (nodes: readonly MenuNode[]) =>
  nodes.every((item) => subtreeHeight(item) <= maxMenuDepth);

describe('the menu tree (spec 000 §2 side menu: entries with children)', () => {
  const tree = [node('a', [node('a1'), node('a2')]), node('b'), node('c', [node('c1')])];

  it('round-trips stored entries: load → save gives the same entries (conventions §10)', () => {
    const entries = [
      { text: 'Klienci', icon: 'people', viewId: 'v1', expandedByDefault: true, groups: ['CRM'] },
      { text: 'Raporty', children: [{ text: 'Sprzedaż', routePath: 'views/sprzedaz' }] },
    ];
    let next = 0;
    const nodes = menuNodesOf(entries, () => `k${next++}`);
    expect(menuEntriesOf(nodes)).toEqual(entries);
  });

  it('moves an entry with its children under another parent', () => {
    expect(shape(moveMenuNode(tree, 'a', { parentKey: 'b', index: 0 }))).toEqual([
      { b: [{ a: ['a1', 'a2'] }] },
      { c: ['c1'] },
    ]);
  });

  it('refuses to move an entry into its own subtree', () => {
    expect(shape(moveMenuNode(tree, 'a', { parentKey: 'a1', index: 0 }))).toEqual(shape(tree));
  });

  it('indents under the previous sibling, as its last child; a first child stays', () => {
    expect(shape(indentMenuNode(tree, 'b'))).toEqual([{ a: ['a1', 'a2', 'b'] }, { c: ['c1'] }]);
    expect(shape(indentMenuNode(tree, 'a'))).toEqual(shape(tree));
  });

  it('outdents right after the parent; a top-level entry stays', () => {
    expect(shape(outdentMenuNode(tree, 'a1'))).toEqual([{ a: ['a2'] }, 'a1', 'b', { c: ['c1'] }]);
    expect(shape(outdentMenuNode(tree, 'b'))).toEqual(shape(tree));
  });

  it('removes an entry with all its children', () => {
    expect(shape(removeMenuNode(tree, 'a'))).toEqual(['b', { c: ['c1'] }]);
    expect(keysOf(removeMenuNode(tree, 'c'))).toEqual(['a', 'a1', 'a2', 'b']);
  });

  it(`never nests deeper than ${maxMenuDepth} levels (the server's limit)`, () => {
    const deep = [node('l1', [node('l2', [node('l3', [node('l4', [node('l5')])])])]), node('x')];
    // x may go under l1 (depth 2), but nothing may go under l5, nor l1's five levels under x.
    expect(findMenuNode(indentMenuNode(deep, 'x'), 'x')).toMatchObject({
      parentKey: 'l1',
      depth: 2,
    });
    expect(shape(moveMenuNode(deep, 'l1', { parentKey: 'x', index: 0 }))).toEqual(shape(deep));
    expect(shape(moveMenuNode(deep, 'x', { parentKey: 'l5', index: 0 }))).toEqual(shape(deep));
  });

  it('shifts among siblings and stops at the ends', () => {
    expect(keysOf(shiftMenuNode(tree, 'b', -1)).slice(0, 2)).toEqual(['b', 'a']);
    expect(shape(shiftMenuNode(tree, 'a', -1))).toEqual(shape(tree));
    expect(shape(shiftMenuNode(tree, 'c', 1))).toEqual(shape(tree));
  });

  it('projects a drop one level deeper under the entry above when dragged right', () => {
    const flat = flattenMenu(tree).filter((item) => !['c1'].includes(item.node.key));
    expect(projectMenuDrop(flat, 'c', 'c', 1)).toEqual({ parentKey: 'b', index: 0, depth: 2 });
    expect(projectMenuDrop(flat, 'b', 'b', -3)).toEqual({ parentKey: null, index: 1, depth: 1 });
    // Dropped between a1 and a2, it must be a child of a.
    expect(projectMenuDrop(flat, 'b', 'a2', -5)).toMatchObject({ parentKey: 'a', depth: 2 });
  });
});

describe('the menu tree algebra (property tests)', () => {
  const keyOf = (nodes: readonly MenuNode[], pick: number) => {
    const keys = keysOf(nodes);
    return keys.length === 0 ? undefined : keys[pick % keys.length];
  };

  it('moving, indenting, outdenting and shifting never lose or duplicate an entry', () => {
    fc.assert(
      fc.property(
        treeArbitrary,
        fc.array(fc.tuple(fc.nat(5), fc.nat(50), fc.nat(50), fc.nat(10)), { maxLength: 15 }),
        (start, operations) => {
          let nodes = start;
          const before = [...keysOf(start)].sort();
          for (const [kind, pick, target, index] of operations) {
            const key = keyOf(nodes, pick);
            if (key === undefined) break;
            const parentKey = target % 3 === 0 ? null : (keyOf(nodes, target) ?? null);
            nodes =
              kind === 0
                ? moveMenuNode(nodes, key, { parentKey, index })
                : kind === 1
                  ? indentMenuNode(nodes, key)
                  : kind === 2
                    ? outdentMenuNode(nodes, key)
                    : shiftMenuNode(nodes, key, kind === 3 ? -1 : 1);
            expect([...keysOf(nodes)].sort()).toEqual(before);
            expect(isWellFormed(nodes)).toBe(true);
          }
        },
      ),
    );
  });

  it('outdenting right after indenting restores the tree', () => {
    fc.assert(
      fc.property(treeArbitrary, fc.nat(50), (start, pick) => {
        const key = keyOf(start, pick);
        if (key === undefined) return;
        const indented = indentMenuNode(start, key);
        if (JSON.stringify(indented) === JSON.stringify(start)) return;
        expect(shape(outdentMenuNode(indented, key))).toEqual(shape(start));
      }),
    );
  });

  it('removing an entry removes exactly it and its descendants, keeping the order of the rest', () => {
    fc.assert(
      fc.property(treeArbitrary, fc.nat(50), (start, pick) => {
        const key = keyOf(start, pick);
        if (key === undefined) return;
        const removed = flattenMenu(start).find((flat) => flat.node.key === key)!.node;
        const gone = new Set(subtreeKeys(removed));
        expect(keysOf(removeMenuNode(start, key))).toEqual(
          keysOf(start).filter((candidate) => !gone.has(candidate)),
        );
      }),
    );
  });

  it('a projected drop is a place the move accepts, at the projected depth', () => {
    fc.assert(
      fc.property(
        treeArbitrary,
        fc.nat(50),
        fc.nat(50),
        fc.integer({ min: -5, max: 5 }),
        (start, a, b, change) => {
          const activeKey = keyOf(start, a);
          if (activeKey === undefined) return;
          const active = flattenMenu(start).find((flat) => flat.node.key === activeKey)!;
          const hidden = new Set(subtreeKeys(active.node).slice(1));
          const flat = flattenMenu(start).filter((item) => !hidden.has(item.node.key));
          const overKey = flat[b % flat.length]!.node.key;
          const place = projectMenuDrop(flat, activeKey, overKey, change);
          expect(place).not.toBeNull();
          const moved = moveMenuNode(start, activeKey, place!);
          expect(flattenMenu(moved).find((item) => item.node.key === activeKey)?.depth).toBe(
            place!.depth,
          );
        },
      ),
    );
  });
});
