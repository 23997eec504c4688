// What both benchmark pages record for the runner: Event Timing entries (the browser's own
// input-to-paint figure for slow interactions) and which fields rendered. The runner reads it
// through `window.tesseraBench` with `page.evaluate`.

/** An Event Timing entry, as plain data. */
export interface EventTimingRecord {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
  readonly processingStart: number;
  readonly processingEnd: number;
}

/** What the engine recalculated for the last change (`store.lastChain()`). */
export interface ChainRecord {
  readonly evaluated: readonly string[];
  readonly skipped: readonly string[];
}

/** The page's side of the benchmark. */
export interface BenchProbe {
  /** True once the page rendered everything. */
  ready: boolean;
  /** Renders per input id since the last `takeRenders()`. */
  takeRenders(): Record<string, number>;
  /** Milliseconds spent in the form store's changes since the last call (0 on the plain page). */
  takeEngineTime(): number;
  /** Event Timing entries (≥ 16 ms, the lowest threshold the API allows) since the last call. */
  takeEventTimings(): EventTimingRecord[];
  /** The engine's last chain; null on the plain page, which has no engine. */
  lastChain(): ChainRecord | null;
}

declare global {
  interface Window {
    tesseraBench?: BenchProbe;
  }
}

let renders: Record<string, number> = {};
let engineTime = 0;
let timings: EventTimingRecord[] = [];
let chainSource: (() => ChainRecord) | null = null;

/** Counts one render of the input `id` (called by the counting renderers while rendering). */
export function recordRender(id: string): void {
  renders[id] = (renders[id] ?? 0) + 1;
}

/**
 * Times every change the form makes through `store`'s methods: the engine's recalculation and
 * the store telling its subscribers (React renders after the event handler, not in here).
 */
export function timeStoreChanges<TStore extends object>(
  store: TStore,
  methods: readonly (keyof TStore & string)[],
): void {
  for (const name of methods) {
    const method = store[name] as (...args: unknown[]) => unknown;
    Object.assign(store, {
      [name]: (...args: unknown[]) => {
        const started = performance.now();
        try {
          return method.apply(store, args);
        } finally {
          engineTime += performance.now() - started;
        }
      },
    });
  }
}

const toRecord = (entry: PerformanceEventTiming): EventTimingRecord => ({
  name: entry.name,
  interactionId: entry.interactionId ?? 0,
  startTime: entry.startTime,
  duration: entry.duration,
  processingStart: entry.processingStart,
  processingEnd: entry.processingEnd,
});

/** Installs the probe on the window; call `markReady` after the first paint. */
export function installBenchProbe(options: { lastChain?: () => ChainRecord } = {}): {
  markReady(): void;
} {
  chainSource = options.lastChain ?? null;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      timings.push(toRecord(entry));
  });
  // 16 ms is the lowest threshold the Event Timing API accepts; faster events are not reported.
  // (The DOM typings do not list `durationThreshold` yet.)
  const init: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  };
  observer.observe(init);
  const probe: BenchProbe = {
    ready: false,
    takeRenders() {
      const taken = renders;
      renders = {};
      return taken;
    },
    takeEngineTime() {
      const taken = engineTime;
      engineTime = 0;
      return taken;
    },
    takeEventTimings() {
      for (const entry of observer.takeRecords() as PerformanceEventTiming[]) {
        timings.push(toRecord(entry));
      }
      const taken = timings;
      timings = [];
      return taken;
    },
    lastChain: () => chainSource?.() ?? null,
  };
  window.tesseraBench = probe;
  return {
    markReady() {
      // Two frames: the first paints the form, the second starts after that paint.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          probe.ready = true;
        }),
      );
    },
  };
}
