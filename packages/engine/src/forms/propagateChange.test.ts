import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDependencyGraph, type DependencyNode } from './createDependencyGraph';
import { propagateChange } from './propagateChange';

const node = (id: string, sources: string[], targets: string[] = [id]): DependencyNode => ({
  id,
  sources,
  targets,
});
const ids = (nodes: readonly DependencyNode[]) => nodes.map((item) => item.id);
/** Every node reports all its targets as changed. */
const everythingChanges = (item: DependencyNode) => item.targets;

describe('propagateChange', () => {
  it('runs only the nodes that depend on the changed field, directly or not', () => {
    const graph = createDependencyGraph([
      node('b', ['a']),
      node('c', ['b']),
      node('unrelated', ['z']),
    ]);
    expect(ids(propagateChange(graph, ['a'], everythingChanges).evaluated)).toEqual(['b', 'c']);
  });

  it('stops where a node reports no change', () => {
    const graph = createDependencyGraph([node('b', ['a']), node('c', ['b'])]);
    expect(ids(propagateChange(graph, ['a'], () => []).evaluated)).toEqual(['b']);
  });

  it('runs a node that reads two changed parents once, after both (diamond)', () => {
    const graph = createDependencyGraph([
      node('d', ['b', 'c']),
      node('c', ['a']),
      node('b', ['a']),
    ]);
    const order = ids(propagateChange(graph, ['a'], everythingChanges).evaluated);
    expect(order.filter((id) => id === 'd')).toHaveLength(1);
    expect(order.indexOf('d')).toBeGreaterThan(Math.max(order.indexOf('b'), order.indexOf('c')));
  });

  it('skips a source already run twice in one chain as a circular dependency (spec 001 §4)', () => {
    const graph = createDependencyGraph([node('x', ['a', 'y']), node('y', ['x'])]);
    const result = propagateChange(graph, ['a'], everythingChanges);
    expect(ids(result.evaluated)).toEqual(['x', 'y', 'x', 'y']);
    expect(ids(result.skipped)).toEqual(['x']);
  });

  it('evaluates exactly the transitive readers of a change in any acyclic graph, each once, in dependency order', () => {
    const dag = fc
      .integer({ min: 1, max: 40 })
      .chain((size) =>
        fc.tuple(
          fc.constant(size),
          fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size * 3 }),
          fc.nat(size - 1),
        ),
      );
    fc.assert(
      fc.property(dag, ([size, edges, start]) => {
        // Edges only from lower to higher ids keep the graph acyclic; field fN is written by nN.
        const sources = Array.from({ length: size }, () => new Set<string>());
        for (const [from, to] of edges) if (from < to) sources[to]!.add(`f${from}`);
        const nodes = sources.map((reads, index) => node(`n${index}`, [...reads], [`f${index}`]));
        const graph = createDependencyGraph(nodes);
        const { evaluated, skipped } = propagateChange(graph, [`f${start}`], everythingChanges);

        const expected = new Set<string>();
        const visit = (field: string) => {
          for (const reader of graph.dependentsOf(field)) {
            if (!expected.has(reader.id)) {
              expected.add(reader.id);
              visit(reader.targets[0]!);
            }
          }
        };
        visit(`f${start}`);
        const order = ids(evaluated);
        const position = new Map(order.map((id, index) => [id, index]));
        const respectsDependencies = nodes.every((item) =>
          item.sources.every((source) => {
            const parent = source.replace('f', 'n');
            return (
              !position.has(item.id) ||
              !position.has(parent) ||
              position.get(parent)! < position.get(item.id)!
            );
          }),
        );
        return (
          skipped.length === 0 &&
          new Set(order).size === order.length &&
          [...expected].sort().join() === [...order].sort().join() &&
          respectsDependencies
        );
      }),
    );
  });
});
