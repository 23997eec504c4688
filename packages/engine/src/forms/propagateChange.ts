import type { DependencyGraph, DependencyNode } from './createDependencyGraph';

/** How many times one node may run in one chain before it counts as circular (spec 001 §4). */
export const MAX_RUNS_PER_CHAIN = 2;

/** What one chain of recalculation did. @public */
export interface PropagationResult<TNode> {
  /** Nodes evaluated, in order (a node of a cycle may appear twice). */
  readonly evaluated: readonly TNode[];
  /** Nodes skipped because they had already run twice in this chain: circular dependencies. */
  readonly skipped: readonly TNode[];
}

/**
 * Runs one chain of recalculation after `changed` sources changed: every node that reads a
 * changed source runs, lowest rank first; when it reports targets whose value changed, their
 * readers join the chain. A node already run twice in the chain is skipped, once, and reported
 * (spec 001 §4: "a source already executed twice in one chain is skipped as a circular
 * dependency, with a warning").
 * @public
 */
export function propagateChange<TNode extends DependencyNode>(
  graph: DependencyGraph<TNode>,
  changed: Iterable<string>,
  run: (node: TNode) => Iterable<string>,
): PropagationResult<TNode> {
  const runs = new Map<TNode, number>();
  const pending = new RankQueue<TNode>(graph);
  const evaluated: TNode[] = [];
  const skipped = new Set<TNode>();
  const enqueueReaders = (sources: Iterable<string>) => {
    for (const source of sources) for (const node of graph.dependentsOf(source)) pending.add(node);
  };

  enqueueReaders(changed);
  for (let node = pending.take(); node !== undefined; node = pending.take()) {
    const count = runs.get(node) ?? 0;
    if (count >= MAX_RUNS_PER_CHAIN) {
      skipped.add(node);
      continue;
    }
    runs.set(node, count + 1);
    evaluated.push(node);
    enqueueReaders(run(node));
  }
  return { evaluated, skipped: [...skipped] };
}

/**
 * A queue that hands out the lowest-ranked node first — first come, first served within a rank,
 * which keeps the nodes of a cycle in breadth-first order — and holds each node at most once: a
 * binary heap, so a chain costs O(k log k) in the nodes it touches, whatever the size of the form.
 */
class RankQueue<TNode extends DependencyNode> {
  readonly #graph: DependencyGraph<TNode>;
  readonly #heap: TNode[] = [];
  /** Priority of each heap entry: rank first, then arrival. */
  readonly #ranks: number[] = [];
  readonly #queued = new Set<TNode>();
  #arrivals = 0;

  constructor(graph: DependencyGraph<TNode>) {
    this.#graph = graph;
  }

  add(node: TNode): void {
    if (this.#queued.has(node)) return;
    this.#queued.add(node);
    // Arrival breaks ties within a rank; a chain never queues anywhere near 2^20 nodes.
    this.#arrivals += 1;
    const rank = this.#graph.rankOf(node) * 1_048_576 + this.#arrivals;
    let position = this.#heap.length;
    this.#heap.push(node);
    this.#ranks.push(rank);
    while (position > 0) {
      const parent = (position - 1) >> 1;
      if (this.#ranks[parent]! <= rank) break;
      this.#move(parent, position);
      position = parent;
    }
    this.#heap[position] = node;
    this.#ranks[position] = rank;
  }

  take(): TNode | undefined {
    const top = this.#heap[0];
    if (top === undefined) return undefined;
    const lastNode = this.#heap.pop()!;
    const lastRank = this.#ranks.pop()!;
    this.#queued.delete(top);
    const size = this.#heap.length;
    if (size > 0) {
      let position = 0;
      for (;;) {
        const left = 2 * position + 1;
        if (left >= size) break;
        const right = left + 1;
        const child = right < size && this.#ranks[right]! < this.#ranks[left]! ? right : left;
        if (this.#ranks[child]! >= lastRank) break;
        this.#move(child, position);
        position = child;
      }
      this.#heap[position] = lastNode;
      this.#ranks[position] = lastRank;
    }
    return top;
  }

  #move(from: number, to: number): void {
    this.#heap[to] = this.#heap[from]!;
    this.#ranks[to] = this.#ranks[from]!;
  }
}
