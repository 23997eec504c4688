import { appendSegment } from '../definitions/readablePath';

/**
 * Where a compiler is inside a definition: a chain of segments from the root, turned into the
 * readable text (`conditions[1].leftValueAccess`) only when a problem is reported, so compiling a
 * valid definition builds no path strings.
 * @internal
 */
export type DefinitionPath = {
  readonly parent: DefinitionPath;
  readonly segment: string | number;
} | null;

/** The root of a definition. @internal */
export const ROOT_PATH: DefinitionPath = null;

/** One step deeper. @internal */
export function at(path: DefinitionPath, segment: string | number): DefinitionPath {
  return { parent: path, segment };
}

/** The readable text of a path: '' for the root. @internal */
export function renderPath(path: DefinitionPath): string {
  const segments: (string | number)[] = [];
  for (let current = path; current !== null; current = current.parent) {
    segments.push(current.segment);
  }
  let text = '';
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    text = appendSegment(text, segments[index]!);
  }
  return text;
}
