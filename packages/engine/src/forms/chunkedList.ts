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

  /** A list over chunks of {@link CHUNK_SIZE} items: what an edit ends with. @internal */
  static fromChunks<T>(chunks: readonly (readonly T[])[], length: number): ChunkedList<T> {
    return new ChunkedList(chunks, length);
  }

  /** A writable copy that shares every chunk it does not write. */
  edit(): ChunkedListEdit<T> {
    return new ChunkedListEdit(this.#chunks, this.length);
  }
}

/**
 * A version of a {@link ChunkedList} being written. It copies the chunk directory on its first
 * write and a chunk on the first write into it (a chunk is copied when it is still the
 * original's), so opening an edit allocates nothing.
 * @internal
 */
export class ChunkedListEdit<T> {
  readonly #source: readonly (readonly T[])[];
  #chunks: (readonly T[])[] | undefined;
  readonly length: number;

  constructor(chunks: readonly (readonly T[])[], length: number) {
    this.#source = chunks;
    this.#chunks = undefined;
    this.length = length;
  }

  get(index: number): T | undefined {
    return (this.#chunks ?? this.#source)[index >> CHUNK_BITS]?.[index & CHUNK_MASK];
  }

  set(index: number, value: T): void {
    const chunk = index >> CHUNK_BITS;
    this.#chunks ??= [...this.#source];
    const chunks = this.#chunks;
    if (chunks[chunk] === this.#source[chunk]) chunks[chunk] = [...(this.#source[chunk] ?? [])];
    (chunks[chunk] as T[])[index & CHUNK_MASK] = value;
  }

  /** The new version; the edit must not be used afterwards. */
  done(): ChunkedList<T> {
    return ChunkedList.fromChunks(this.#chunks ?? this.#source, this.length);
  }
}
