// Interactions (a key press, a click) and their input-to-paint durations, from a Chromium trace.
//
// Why a trace: the Event Timing API reports only entries of 16 ms or more (the lowest
// `durationThreshold` it accepts) and rounds durations to 8 ms, so a page that stays under 16 ms
// reports nothing to compare with. Chromium writes the same Event Timing records, every one of
// them and unrounded, to the `devtools.timeline` trace category (the DevTools "Interactions"
// track): `duration` runs from the event's timestamp to the next paint after its handlers.
// The page's PerformanceObserver still runs, and the runner checks the two agree.

/** The trace category holding the Event Timing records. */
export const EVENT_TIMING_TRACE_CATEGORIES = ['devtools.timeline'];

/** One interaction: the events sharing an `interactionId` (keydown, keypress, keyup). */
export interface Interaction {
  readonly interactionId: number;
  /** The first event's type: `keydown` or `pointerdown`. */
  readonly type: string;
  /** Event timestamp, in the page's `performance.now()` milliseconds. */
  readonly startTime: number;
  /** Input to next paint: the longest of its events' durations (as INP counts it). */
  readonly duration: number;
  /** Time in event handlers (our code: React, the form store), summed over its events. */
  readonly processing: number;
}

interface EventTimingData {
  readonly type: string;
  readonly interactionId: number;
  readonly timeStamp: number;
  readonly duration: number;
  readonly processingStart: number;
  readonly processingEnd: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly args?: { readonly data?: EventTimingData };
}

/** The interactions of a trace (`browser.stopTracing()`), in the order they happened. */
export function readInteractions(trace: Buffer): Interaction[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = new Map<number, EventTimingData[]>();
  for (const event of traceEvents) {
    const data = event.args?.data;
    if (event.name !== 'EventTiming' || event.ph !== 'b' || !data?.interactionId) continue;
    events.set(data.interactionId, [...(events.get(data.interactionId) ?? []), data]);
  }
  return [...events.entries()]
    .map(([interactionId, list]) => {
      const sorted = [...list].sort((a, b) => a.timeStamp - b.timeStamp);
      // keypress runs inside keydown's task and `input` inside keypress: count nested time once.
      let processing = 0;
      let covered = Number.NEGATIVE_INFINITY;
      for (const event of [...list].sort((a, b) => a.processingStart - b.processingStart)) {
        const start = Math.max(event.processingStart, covered);
        if (event.processingEnd > start) processing += event.processingEnd - start;
        covered = Math.max(covered, event.processingEnd);
      }
      return {
        interactionId,
        type: sorted[0]!.type,
        startTime: sorted[0]!.timeStamp,
        duration: Math.max(...list.map((event) => event.duration)),
        processing,
      };
    })
    .sort((a, b) => a.startTime - b.startTime);
}
