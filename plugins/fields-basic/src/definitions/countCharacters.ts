/**
 * Number of characters a person sees in `text`, counted as the platform's length rules count
 * them (spec 001 §5.1 max/min): Unicode code points, so an emoji or a Polish letter is one.
 * @public
 */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}
