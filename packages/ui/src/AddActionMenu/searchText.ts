/** Lower case without diacritics: 'Zażółć' and 'zazolc' read the same. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLocaleLowerCase('pl');
}

/**
 * Whether a name matches what the user typed: every word of the query appears in the name,
 * ignoring letter case and Polish diacritics. An empty query matches everything.
 * @public
 */
export function matchesSearch(name: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
}
