import { type Node, type ParseError, parseTree } from 'jsonc-parser';
/** Characters of a text, 0-based, the end exclusive. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/**
 * A JSON text read: its value and where each of its values stands, by JSON pointer (`''` the
 * whole value, `/0/filter/type` inside it); or, for a text that is not JSON, the offset of the
 * first character that makes it so (the text's length when it ends too soon).
 */
export type JsonSourceMap =
  | { readonly ok: true; readonly value: unknown; readonly ranges: ReadonlyMap<string, TextRange> }
  | { readonly ok: false; readonly at: number };

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Each value of a parsed tree by JSON pointer. */
function mapRanges(node: Node, pointer: string, ranges: Map<string, TextRange>): void {
  ranges.set(pointer, { start: node.offset, end: node.offset + node.length });
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key !== undefined && value !== undefined) {
        mapRanges(value, `${pointer}/${escapeSegment(String(key.value))}`, ranges);
      }
    }
  } else if (node.type === 'array') {
    for (const [index, item] of (node.children ?? []).entries()) {
      mapRanges(item, `${pointer}/${index}`, ranges);
    }
  }
}

/**
 * Reads a JSON text (RFC 8259: no comments, no trailing commas) with `jsonc-parser` — the
 * parser of Monaco's own JSON support — and maps each value to its characters, so a problem
 * found at a JSON pointer can be shown where it is written. The value is `JSON.parse`'s.
 */
export function readJsonSource(text: string): JsonSourceMap {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first !== undefined || root === undefined) return { ok: false, at: first?.offset ?? 0 };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // What the two parsers disagree on is not JSON for the editor either.
    return { ok: false, at: 0 };
  }
  const ranges = new Map<string, TextRange>();
  mapRanges(root, '', ranges);
  return { ok: true, value, ranges };
}

/**
 * The characters a problem at a JSON pointer is about: the value there, else the nearest value
 * above it that the text has (a missing property is the object's problem).
 */
export function rangeAt(ranges: ReadonlyMap<string, TextRange>, pointer: string): TextRange {
  let path = pointer;
  for (;;) {
    const range = ranges.get(path);
    if (range !== undefined) return range;
    if (path === '') return { start: 0, end: 0 };
    path = path.slice(0, path.lastIndexOf('/'));
  }
}
