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

/** A queue that hands out the lowest-ranked node first and holds each node at most once. */
class RankQueue<TNode extends DependencyNode> {
  readonly #graph: DependencyGraph<TNode>;
  readonly #buckets: TNode[][] = [];
  readonly #queued = new Set<TNode>();
  #lowest = Number.POSITIVE_INFINITY;

  constructor(graph: DependencyGraph<TNode>) {
    this.#graph = graph;
  }

  add(node: TNode): void {
    if (this.#queued.has(node)) return;
    this.#queued.add(node);
    const rank = this.#graph.rankOf(node);
    const bucket = this.#buckets[rank];
    if (bucket) bucket.push(node);
    else this.#buckets[rank] = [node];
    if (rank < this.#lowest) this.#lowest = rank;
  }

  take(): TNode | undefined {
    while (this.#lowest < this.#buckets.length) {
      const bucket = this.#buckets[this.#lowest];
      const node = bucket?.shift();
      if (node) {
        this.#queued.delete(node);
        return node;
      }
      this.#lowest += 1;
    }
    return undefined;
  }
}
