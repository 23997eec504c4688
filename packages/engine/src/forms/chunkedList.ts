const CHUNK_BITS = 5;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/**
 * An immutable list stored in chunks of 32. An edit copies the chunk directory and only the
 * chunks it writes, so a new version of a 500-item list costs two small copies, not 500 slots.
 * @internal
 */
export class ChunkedList<T> {
  readonly #chunks: readonly (readonly T[])[];
  readonly length: number;

  private constructor(chunks: readonly (readonly T[])[], length: number) {
    this.#chunks = chunks;
    this.length = length;
  }

  static from<T>(items: readonly T[]): ChunkedList<T> {
    const chunks: T[][] = [];
    for (let start = 0; start < items.length; start += CHUNK_SIZE) {
      chunks.push(items.slice(start, start + CHUNK_SIZE));
    }
    return new ChunkedList(chunks, items.length);
  }

  get(index: number): T | undefined {
    return this.#chunks[index >> CHUNK_BITS]?.[index & CHUNK_MASK];
  }

  /** A writable copy that shares every chunk it does not write. */
  edit(): ChunkedListEdit<T> {
    return new ChunkedListEdit(
      this.#chunks,
      this.length,
      (chunks) => new ChunkedList(chunks, this.length),
    );
  }
}

/** A version of a {@link ChunkedList} being written. @internal */
export class ChunkedListEdit<T> {
  readonly #chunks: (readonly T[])[];
  readonly #copied: boolean[];
  readonly #finish: (chunks: readonly (readonly T[])[]) => ChunkedList<T>;
  readonly length: number;

  constructor(
    chunks: readonly (readonly T[])[],
    length: number,
    finish: (chunks: readonly (readonly T[])[]) => ChunkedList<T>,
  ) {
    this.#chunks = [...chunks];
    this.#copied = new Array(chunks.length).fill(false);
    this.#finish = finish;
    this.length = length;
  }

  get(index: number): T | undefined {
    return this.#chunks[index >> CHUNK_BITS]?.[index & CHUNK_MASK];
  }

  set(index: number, value: T): void {
    const chunk = index >> CHUNK_BITS;
    if (!this.#copied[chunk]) {
      this.#chunks[chunk] = [...(this.#chunks[chunk] ?? [])];
      this.#copied[chunk] = true;
    }
    (this.#chunks[chunk] as T[])[index & CHUNK_MASK] = value;
  }

  /** The new version; the edit must not be used afterwards. */
  done(): ChunkedList<T> {
    return this.#finish(this.#chunks);
  }
}
