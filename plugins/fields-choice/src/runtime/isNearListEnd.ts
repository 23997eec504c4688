/** What {@link isNearListEnd} reads of a scrolled element. @internal */
export interface ScrollPosition {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** Spec 002 §9: the next page loads when the list is scrolled within 200 px of its end. @internal */
export const SCROLL_LOAD_THRESHOLD_PX = 200;

/** Whether the scrolled element shows its last `threshold` pixels. @internal */
export function isNearListEnd(
  { scrollTop, scrollHeight, clientHeight }: ScrollPosition,
  threshold = SCROLL_LOAD_THRESHOLD_PX,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}
