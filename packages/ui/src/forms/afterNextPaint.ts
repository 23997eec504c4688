/** Cancels a callback scheduled with {@link afterNextPaint}. @internal */
export type CancelScheduled = () => void;

/** Schedules a callback; answers how to cancel it. @internal */
export type Schedule = (callback: () => void) => CancelScheduled;

/**
 * Runs `callback` in a task after the browser's next paint: an animation frame runs just before
 * the paint, a task queued from it runs after. A hidden page paints nothing and runs no frames,
 * so a timer stands in; outside a browser (tests in Node) it is the next task.
 * @internal
 */
export const afterNextPaint: Schedule = (callback) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const visible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (visible && typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(() => setTimeout(run, 0));
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }
  const timer = setTimeout(run, 0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
};
