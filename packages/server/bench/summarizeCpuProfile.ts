/** The parts of a V8 `.cpuprofile` (node --cpu-prof) the summary reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
    };
    readonly children?: readonly number[];
  }[];
  /** Microseconds, on the monotonic clock `process.hrtime` reads. */
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Milliseconds per name. */
export interface TimeShare {
  readonly name: string;
  readonly ms: number;
}

/** Where a process's CPU went in a window. */
export interface CpuProfileSummary {
  /** Sampled time that was not idle, in ms. */
  readonly busyMs: number;
  readonly idleMs: number;
  /** Self time by package: node internals, GC, each dependency, our packages. */
  readonly byPackage: readonly TimeShare[];
  /** Self time by function. */
  readonly bySelf: readonly TimeShare[];
  /** Inclusive time (the function or anything it called, synchronously) of our own functions. */
  readonly byInclusive: readonly TimeShare[];
}

/** Which package a script belongs to, from its URL. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName === '' ? '(anonymous)' : functionName;
  if (url.startsWith('node:')) return 'node internals';
  const dependency = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency?.[1] !== undefined) return dependency[1];
  const workspace = url.match(/\/(packages|plugins)\/([^/]+)\//);
  if (workspace?.[2] !== undefined) return `@tessera/${workspace[2]}`;
  return url;
}

const isOurs = (pkg: string) => pkg.startsWith('@tessera/');

const top = (shares: Map<string, number>, count: number): TimeShare[] =>
  [...shares]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);

/**
 * Sums a profile's samples taken between `fromUs` and `toUs` (monotonic microseconds): self time
 * by package and function, and inclusive time of the workspace's own functions.
 */
export function summarizeCpuProfile(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  count = 25,
): CpuProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return { key: '?', pkg: '?' };
    const pkg = packageOf(frame.url, frame.functionName);
    const file = frame.url.split('/').at(-1) ?? '';
    const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
    return { key: frame.url === '' ? name : `${name} ${pkg} ${file}:${frame.lineNumber + 1}`, pkg };
  };
  const byPackage = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const byInclusive = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs) return;
    const self = label(sample);
    if (self.key === '(idle)') {
      idle += delta;
      return;
    }
    busy += delta;
    byPackage.set(self.pkg, (byPackage.get(self.pkg) ?? 0) + delta);
    bySelf.set(self.key, (bySelf.get(self.key) ?? 0) + delta);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const frame = label(id);
      if (!isOurs(frame.pkg) || seen.has(frame.key)) continue;
      seen.add(frame.key);
      byInclusive.set(frame.key, (byInclusive.get(frame.key) ?? 0) + delta);
    }
  });
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    byPackage: top(byPackage, count),
    bySelf: top(bySelf, count),
    byInclusive: top(byInclusive, count),
  };
}
