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
  // Nodes are handled by their position in the graph: run counts and the queue are small typed
  // arrays for this chain, so a chain does no Map or Set work per node it touches.
  const index = indexOfGraph(graph);
  const { nodes } = index;
  const marks = claimMarks(index);
  const { runs } = marks;
  const pending = new RankQueue(index.ranks, marks.queued);
  const evaluated: TNode[] = [];
  let skipped: Set<TNode> | undefined;
  const enqueueReaders = (sources: Iterable<string>) => {
    for (const source of sources) {
      const readers = index.readersOf(source);
      for (let at = 0; at < readers.length; at += 1) pending.add(readers[at]!);
    }
  };

  try {
    enqueueReaders(changed);
    for (let at = pending.take(); at >= 0; at = pending.take()) {
      const node = nodes[at]!;
      if (runs[at]! >= MAX_RUNS_PER_CHAIN) {
        skipped ??= new Set();
        skipped.add(node);
        continue;
      }
      runs[at]! += 1;
      evaluated.push(node);
      const changedSources = run(node);
      if (changedSources === node.targets) {
        // The commonest answer: "my targets changed". Their readers are listed once per node.
        const readers = index.readersOfTargets(at);
        for (let reader = 0; reader < readers.length; reader += 1) pending.add(readers[reader]!);
      } else enqueueReaders(changedSources);
    }
  } finally {
    releaseMarks(index, marks);
  }
  return { evaluated, skipped: skipped ? [...skipped] : [] };
}

/** Per node of a graph: how often it ran in this chain, whether it is queued. */
interface ChainMarks {
  readonly runs: Uint8Array;
  readonly queued: Uint8Array;
}

/**
 * The graph's marks, zeroed, for one chain: typed arrays are costly to allocate (more than a
 * chain that changes one field costs), so each graph keeps one pair and a chain hands it back
 * cleared. A chain started while another runs on the same graph (a run callback changing the
 * form again) gets a pair of its own.
 */
function claimMarks(index: GraphIndex<unknown>): ChainMarks {
  const spare = index.spare;
  if (spare === undefined) {
    return { runs: new Uint8Array(index.nodes.length), queued: new Uint8Array(index.nodes.length) };
  }
  index.spare = undefined;
  return spare;
}

function releaseMarks(index: GraphIndex<unknown>, marks: ChainMarks): void {
  // Both cleared whole (a memset): a chain that threw may have left nodes queued.
  marks.runs.fill(0);
  marks.queued.fill(0);
  index.spare = marks;
}

/** A graph's nodes by position, their ranks, and the positions of the readers of each source. */
interface GraphIndex<TNode> {
  readonly nodes: readonly TNode[];
  readonly ranks: Int32Array;
  readersOf(source: string): Int32Array;
  /** The readers of every target of the node at `position`, in the order `readersOf` gives. */
  readersOfTargets(position: number): Int32Array;
  /** Marks no chain is using. */
  spare: ChainMarks | undefined;
}

const indexes = new WeakMap<object, GraphIndex<unknown>>();
const NO_READERS = new Int32Array(0);

/**
 * Built once per graph (a graph is compiled once and never changes): positions of its nodes,
 * their ranks, and each source's readers as positions, in the graph's own order.
 */
function indexOfGraph<TNode extends DependencyNode>(
  graph: DependencyGraph<TNode>,
): GraphIndex<TNode> {
  const known = indexes.get(graph) as GraphIndex<TNode> | undefined;
  if (known) return known;
  const nodes = graph.nodes;
  const positionOf = new Map<TNode, number>(nodes.map((node, position) => [node, position]));
  const ranks = Int32Array.from(nodes, (node) => graph.rankOf(node));
  const readers = new Map<string, Int32Array>();
  const readersOfTargets: (Int32Array | undefined)[] = [];
  const index: GraphIndex<TNode> = {
    nodes,
    ranks,
    spare: undefined,
    readersOf(source) {
      let found = readers.get(source);
      if (found === undefined) {
        const dependents = graph.dependentsOf(source);
        found = dependents.length === 0 ? NO_READERS : new Int32Array(dependents.length);
        dependents.forEach((node, at) => {
          const position = positionOf.get(node);
          if (position === undefined) {
            throw new Error(`Node "${node.id}" is a dependent but not a node of the graph.`);
          }
          found![at] = position;
        });
        readers.set(source, found);
      }
      return found;
    },
    readersOfTargets(position) {
      let found = readersOfTargets[position];
      if (found === undefined) {
        const targets = nodes[position]!.targets;
        found =
          targets.length === 1
            ? index.readersOf(targets[0]!)
            : Int32Array.from(targets.flatMap((target) => [...index.readersOf(target)]));
        readersOfTargets[position] = found;
      }
      return found;
    },
  };
  indexes.set(graph, index);
  return index;
}

/**
 * A queue that hands out the lowest-ranked node first — first come, first served within a rank,
 * which keeps the nodes of a cycle in breadth-first order — and holds each node at most once: a
 * binary heap of node positions, so a chain costs O(k log k) in the nodes it touches, whatever
 * the size of the form.
 */
class RankQueue {
  readonly #ranksOfNodes: Int32Array;
  readonly #queued: Uint8Array;
  readonly #heap: number[] = [];
  /** Priority of each heap entry: rank first, then arrival. */
  readonly #ranks: number[] = [];
  #arrivals = 0;

  /** `queued` holds a zero per node, and is left that way once the queue is empty. */
  constructor(ranksOfNodes: Int32Array, queued: Uint8Array) {
    this.#ranksOfNodes = ranksOfNodes;
    this.#queued = queued;
  }

  add(node: number): void {
    if (this.#queued[node] === 1) return;
    this.#queued[node] = 1;
    // Arrival breaks ties within a rank; a chain never queues anywhere near 2^20 nodes.
    this.#arrivals += 1;
    const rank = this.#ranksOfNodes[node]! * 1_048_576 + this.#arrivals;
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

  /** The next node's position, or -1 when the queue is empty. */
  take(): number {
    if (this.#heap.length === 0) return -1;
    const top = this.#heap[0]!;
    const lastNode = this.#heap.pop()!;
    const lastRank = this.#ranks.pop()!;
    this.#queued[top] = 0;
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
