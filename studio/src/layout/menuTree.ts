import type { MenuEntry } from '@tessera/client';

/** A menu entry's own settings: everything but its children. */
export type MenuEntrySettings = Omit<MenuEntry, 'children'>;

/**
 * One entry of the menu tree as the layout editor holds it: the entry's settings, its children,
 * and a key that stays the same while the entry is moved, indented or edited.
 */
export interface MenuNode {
  readonly key: string;
  readonly entry: MenuEntrySettings;
  readonly children: readonly MenuNode[];
}

/** Where a node stands: under which parent (`null`: the top level) and at which index. */
export interface MenuPlace {
  readonly parentKey: string | null;
  readonly index: number;
}

/** A node in the tree's reading order, with its depth (top-level entries are depth 1). */
export interface FlatMenuNode extends MenuPlace {
  readonly node: MenuNode;
  readonly depth: number;
}

/** How deep entries may nest (the server's limit): top-level entries are depth 1. */
export const maxMenuDepth = 5;

/** The stored entries as nodes, each given a key by `nextKey`. */
export function menuNodesOf(entries: readonly MenuEntry[], nextKey: () => string): MenuNode[] {
  return entries.map(({ children, ...entry }) => ({
    key: nextKey(),
    entry,
    children: menuNodesOf(children ?? [], nextKey),
  }));
}

/** The nodes as entries to store; an entry without children has no `children` property. */
export function menuEntriesOf(nodes: readonly MenuNode[]): MenuEntry[] {
  return nodes.map(({ entry, children }) =>
    children.length === 0 ? { ...entry } : { ...entry, children: menuEntriesOf(children) },
  );
}

/** Every node in reading order (a parent before its children), with its place and depth. */
export function flattenMenu(nodes: readonly MenuNode[]): FlatMenuNode[] {
  const flat: FlatMenuNode[] = [];
  const visit = (list: readonly MenuNode[], parentKey: string | null, depth: number) => {
    list.forEach((node, index) => {
      flat.push({ node, parentKey, index, depth });
      visit(node.children, node.key, depth + 1);
    });
  };
  visit(nodes, null, 1);
  return flat;
}

/** The node with `key`, with its place and depth; undefined when there is none. */
export function findMenuNode(nodes: readonly MenuNode[], key: string): FlatMenuNode | undefined {
  return flattenMenu(nodes).find((flat) => flat.node.key === key);
}

/** How many levels a node and its descendants take: 1 for a node without children. */
export function subtreeHeight(node: MenuNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** The keys of a node and all its descendants. */
export function subtreeKeys(node: MenuNode): string[] {
  return [node.key, ...node.children.flatMap(subtreeKeys)];
}

/** The tree with `update` applied to the node with `key` (and nothing else changed). */
export function updateMenuNode(
  nodes: readonly MenuNode[],
  key: string,
  update: (node: MenuNode) => MenuNode,
): MenuNode[] {
  return nodes.map((node) =>
    node.key === key
      ? update(node)
      : node.children.length === 0
        ? node
        : { ...node, children: updateMenuNode(node.children, key, update) },
  );
}

/** The tree without the node with `key` and its children. */
export function removeMenuNode(nodes: readonly MenuNode[], key: string): MenuNode[] {
  return nodes
    .filter((node) => node.key !== key)
    .map((node) =>
      node.children.length === 0 ? node : { ...node, children: removeMenuNode(node.children, key) },
    );
}

/** The tree with `node` inserted at `place` (an index past the end appends). */
export function insertMenuNode(
  nodes: readonly MenuNode[],
  node: MenuNode,
  place: MenuPlace,
): MenuNode[] {
  if (place.parentKey === null) {
    const next = [...nodes];
    next.splice(Math.max(0, Math.min(place.index, next.length)), 0, node);
    return next;
  }
  return updateMenuNode(nodes, place.parentKey, (parent) => ({
    ...parent,
    children: insertMenuNode(parent.children, node, { parentKey: null, index: place.index }),
  }));
}

/**
 * The tree with the node `key` (and its children) moved to `place` — the parent's children
 * counted without the moved node. Unchanged when the node is missing, the parent is missing or
 * is the node itself or one of its descendants, or the move would nest deeper than
 * {@link maxMenuDepth}.
 */
export function moveMenuNode(
  nodes: readonly MenuNode[],
  key: string,
  place: MenuPlace,
): MenuNode[] {
  const found = findMenuNode(nodes, key);
  if (found === undefined) return [...nodes];
  let parentDepth = 0;
  if (place.parentKey !== null) {
    if (subtreeKeys(found.node).includes(place.parentKey)) return [...nodes];
    const parent = findMenuNode(nodes, place.parentKey);
    if (parent === undefined) return [...nodes];
    parentDepth = parent.depth;
  }
  if (parentDepth + subtreeHeight(found.node) > maxMenuDepth) return [...nodes];
  return insertMenuNode(removeMenuNode(nodes, key), found.node, place);
}

/**
 * Indent: the node becomes the last child of the sibling before it. Unchanged for a first
 * child (nothing to go under) or when it would nest too deep.
 */
export function indentMenuNode(nodes: readonly MenuNode[], key: string): MenuNode[] {
  const found = findMenuNode(nodes, key);
  if (found === undefined || found.index === 0) return [...nodes];
  const siblings =
    found.parentKey === null ? nodes : (findMenuNode(nodes, found.parentKey)?.node.children ?? []);
  const previous = siblings[found.index - 1]!;
  return moveMenuNode(nodes, key, { parentKey: previous.key, index: previous.children.length });
}

/**
 * Outdent: the node leaves its parent and stands right after it. Unchanged for a top-level node.
 */
export function outdentMenuNode(nodes: readonly MenuNode[], key: string): MenuNode[] {
  const found = findMenuNode(nodes, key);
  if (found === undefined || found.parentKey === null) return [...nodes];
  const parent = findMenuNode(nodes, found.parentKey)!;
  return moveMenuNode(nodes, key, { parentKey: parent.parentKey, index: parent.index + 1 });
}

/** Up or down among its siblings by one place; unchanged at the end it is already at. */
export function shiftMenuNode(nodes: readonly MenuNode[], key: string, by: -1 | 1): MenuNode[] {
  const found = findMenuNode(nodes, key);
  if (found === undefined) return [...nodes];
  const siblings =
    found.parentKey === null ? nodes : (findMenuNode(nodes, found.parentKey)?.node.children ?? []);
  const index = found.index + by;
  if (index < 0 || index >= siblings.length) return [...nodes];
  return moveMenuNode(nodes, key, { parentKey: found.parentKey, index });
}

/**
 * Where a dragged node lands (the sortable tree's projection): `flat` is the tree in reading
 * order without the dragged node's descendants, the dragged node is dropped over `overKey` and
 * was pulled `depthChange` levels to the right (negative: left). The depth is kept between what
 * the neighbours allow — at most one deeper than the node above, at least as deep as the node
 * below — and the menu's depth limit.
 */
export function projectMenuDrop(
  flat: readonly FlatMenuNode[],
  activeKey: string,
  overKey: string,
  depthChange: number,
): (MenuPlace & { depth: number }) | null {
  const from = flat.findIndex((item) => item.node.key === activeKey);
  const to = flat.findIndex((item) => item.node.key === overKey);
  if (from === -1 || to === -1) return null;
  const active = flat[from]!;
  const reordered = [...flat];
  reordered.splice(from, 1);
  reordered.splice(to, 0, active);
  const previous = reordered[to - 1];
  const next = reordered[to + 1];
  const deepest = Math.min(
    previous ? previous.depth + 1 : 1,
    maxMenuDepth - subtreeHeight(active.node) + 1,
  );
  const shallowest = next ? next.depth : 1;
  const depth = Math.max(1, Math.min(Math.max(active.depth + depthChange, shallowest), deepest));
  // The parent: the nearest node above at one level up.
  let parentKey: string | null = null;
  if (depth > 1) {
    for (let at = to - 1; at >= 0; at -= 1) {
      const candidate = reordered[at]!;
      if (candidate.depth === depth - 1) {
        parentKey = candidate.node.key;
        break;
      }
    }
  }
  // The index: siblings above it under the same parent.
  let index = 0;
  for (let at = 0; at < to; at += 1) {
    const candidate = reordered[at]!;
    if (candidate.depth === depth && candidate.parentKey === parentKey) index += 1;
  }
  return { parentKey, index, depth };
}
