/** What {@link SettledByInputs.read} answers while the server has not answered yet. @internal */
export const PENDING: unique symbol = Symbol('pending');

interface Entry {
  readonly signature: string;
  settled: boolean;
  value: unknown;
}

/**
 * Results of asynchronous (server-side) methods remembered by the inputs they were asked with.
 * A computation that runs again and again with the same inputs (a repeating group's row defaults
 * run on every edit of the group) asks the server once and reads the answer from here; asked
 * with other inputs, it asks again and only the latest question's answer is kept.
 * @internal
 */
export class SettledByInputs {
  readonly #entries = new Map<string, Entry>();

  /**
   * The result for `key` computed from inputs `signature`: the remembered one when those inputs
   * were already asked, `PENDING` while their answer is on its way. A new question starts
   * `compute`; its answer (null when it failed) is kept and reported to `onSettled`, unless a
   * newer question for `key` was asked meanwhile.
   */
  read(
    key: string,
    signature: string,
    compute: () => Promise<unknown>,
    onSettled: () => void,
  ): unknown {
    const known = this.#entries.get(key);
    if (known?.signature === signature) return known.settled ? known.value : PENDING;
    const entry: Entry = { signature, settled: false, value: null };
    this.#entries.set(key, entry);
    const settle = (value: unknown) => {
      if (this.#entries.get(key) !== entry) return;
      entry.settled = true;
      entry.value = value ?? null;
      onSettled();
    };
    compute().then(settle, () => settle(null));
    return PENDING;
  }
}
