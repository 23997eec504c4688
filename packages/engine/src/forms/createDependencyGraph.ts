/**
 * One computation of a form: a default or computed value, a visible/required/disabled
 * condition, a listener. It reads `sources` (field ids, variable ids) and may write `targets`.
 * @public
 */
export interface DependencyNode {
  readonly id: string;
  readonly sources: readonly string[];
  readonly targets: readonly string[];
}

/** The compiled dependency graph of a form. @public */
export interface DependencyGraph<TNode extends DependencyNode> {
  readonly nodes: readonly TNode[];
  /** Nodes that read `source`, in evaluation order. */
  dependentsOf(source: string): readonly TNode[];
  /** Evaluation rank: a node runs after every node it depends on (nodes of one cycle share one). */
  rankOf(node: TNode): number;
}

/**
 * Builds the graph once, when the form compiles: who reads what, and an evaluation order from
 * the strongly connected components (Tarjan), so one change evaluates each affected node once in
 * an acyclic form and cycles are bounded at run time (see {@link propagateChange}).
 * @public
 */
export function createDependencyGraph<TNode extends DependencyNode>(
  nodes: readonly TNode[],
): DependencyGraph<TNode> {
  const readers = new Map<string, TNode[]>();
  for (const node of nodes) {
    for (const source of new Set(node.sources)) {
      const list = readers.get(source);
      if (list) list.push(node);
      else readers.set(source, [node]);
    }
  }
  const successors = (node: TNode): TNode[] => {
    const next = new Set<TNode>();
    for (const target of node.targets)
      for (const reader of readers.get(target) ?? []) next.add(reader);
    return [...next];
  };
  const ranks = rankByComponents(nodes, successors);
  for (const list of readers.values()) list.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  return {
    nodes,
    dependentsOf: (source) => readers.get(source) ?? [],
    rankOf: (node) => ranks.get(node) ?? 0,
  };
}

/** Tarjan's algorithm, iterative; components come out in reverse topological order. */
function rankByComponents<TNode>(nodes: readonly TNode[], successors: (node: TNode) => TNode[]) {
  const index = new Map<TNode, number>();
  const low = new Map<TNode, number>();
  const onStack = new Set<TNode>();
  const stack: TNode[] = [];
  const components: TNode[][] = [];
  let counter = 0;

  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: TNode; next: TNode[]; position: number }[] = [];
    const enter = (node: TNode) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: successors(node), position: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.position < frame.next.length) {
        const successor = frame.next[frame.position]!;
        frame.position += 1;
        if (!index.has(successor)) enter(successor);
        else if (onStack.has(successor)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(successor)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: TNode[] = [];
        let member: TNode;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }

  const ranks = new Map<TNode, number>();
  components.reverse().forEach((component, rank) => {
    for (const node of component) ranks.set(node, rank);
  });
  return ranks;
}
