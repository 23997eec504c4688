import { canonicalKey, type TemporalCache } from './valueOrder';

// A lookup works out the canonical key (valueOrder.ts) of every distinct join value of a run,
// on both sides — classifying a text costs a regular expression or two — and the same values
// come back run after run. Keys that depend on nothing but the value are remembered from run to
// run by the value itself; those of dates and date-times depend on the run's time zone and are
// worked out each time (the run's TemporalCache keeps their instants).

/** Keys remembered at most; past that, the memo starts over. */
const LIMIT = 50_000;

/** The first character of a temporal key (`t<instant>D` / `t<instant>T`). */
const TEMPORAL = 't'.charCodeAt(0);

/** Canonical keys of scalars, remembered across runs. @internal */
export class ScalarKeys {
  private readonly known = new Map<unknown, string>();

  /** `canonicalKey(value, cache)` for a scalar (not an object or array). */
  keyOf(value: unknown, cache: TemporalCache): string {
    const known = this.known.get(value);
    if (known !== undefined) return known;
    const key = canonicalKey(value, cache);
    if (key.charCodeAt(0) !== TEMPORAL) {
      if (this.known.size >= LIMIT) this.known.clear();
      this.known.set(value, key);
    }
    return key;
  }
}
