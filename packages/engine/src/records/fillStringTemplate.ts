/** A `{{dbFieldName}}` placeholder of a computed string template (spaces inside allowed). */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g;
/** Literal text that only joins values: blanks and separator punctuation, nothing to read. */
const JOINER = /^[\s,;:/|\\·•\-–—]+$/u;
/** Runs of blanks (not line breaks: a repeating group's rows stay one a line). */
const BLANK_RUN = /[^\S\n]+/gu;

interface Joiner {
  readonly text: string;
  /** It stood beside a part that was left out, so it may have nothing left to join. */
  loose: boolean;
}

/** The template between two joiners: literal text and placeholders' values. */
interface Part {
  readonly texts: string[];
  placeholders: number;
  filled: number;
}

/**
 * Fills a computed string template (spec 001 §3.3 computed_string_template) so that an empty
 * value leaves no gap. The rule:
 * 1. a placeholder is replaced by what `presentedOf` gives for its name; a name no field has,
 *    or a value with nothing but blanks, is empty;
 * 2. literal text made only of blanks and separators (`, ; : / | \ · • - – —`) is a *joiner*;
 *    the joiners cut the template into parts. A part whose placeholders are all empty is left
 *    out with its text (`{{power}} kWp` without a power leaves no lone `kWp`; `Oferta
 *    {{customer}}: {{price}} zł` without a price reads `Oferta Nowak`); other parts are kept;
 * 3. joiners that meet because the parts between them were left out become one — the last of
 *    them with a separator, else the last (`{{street}} {{number}}/{{flat}}, {{city}}` without a
 *    flat reads `Długa 5, Kraków`); a joiner beside a left-out part that ends up first or last
 *    is dropped (`{{name}}, {{city}}` without a city reads `Nowak`);
 * 4. two or more blanks in a row become one space (a single one, such as the non-breaking space
 *    of Polish digit grouping, stays), each line is trimmed and empty lines are dropped.
 * When no placeholder is empty the result is the plain substitution, with blanks as in 4.
 * @internal
 */
export function fillStringTemplate(
  template: string,
  presentedOf: (name: string) => string,
): string {
  // Alternating: part, joiner, part, ..., part.
  const parts: Part[] = [{ texts: [], placeholders: 0, filled: 0 }];
  const joiners: Joiner[] = [];
  const current = () => parts[parts.length - 1] as Part;
  const addLiteral = (text: string) => {
    if (text === '') return;
    if (!JOINER.test(text)) {
      current().texts.push(text);
      return;
    }
    joiners.push({ text, loose: false });
    parts.push({ texts: [], placeholders: 0, filled: 0 });
  };

  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    addLiteral(template.slice(last, match.index));
    last = match.index + match[0].length;
    const part = current();
    part.placeholders += 1;
    const text = presentedOf(match[1] ?? '');
    if (text.trim() !== '') {
      part.filled += 1;
      part.texts.push(text);
    }
  }
  addLiteral(template.slice(last));

  const pieces: (string | Joiner)[] = [];
  parts.forEach((part, index) => {
    const before = joiners[index - 1];
    const after = joiners[index];
    if (part.placeholders > 0 && part.filled === 0) {
      if (before) before.loose = true;
      if (after) after.loose = true;
    } else if (part.texts.length > 0) {
      pieces.push(part.texts.join(''));
    }
    if (after) {
      const previous = pieces.at(-1);
      if (typeof previous === 'object') {
        // Only left-out parts stood between the two: one joiner is enough.
        const keepAfter = /\S/u.test(after.text) || !/\S/u.test(previous.text);
        pieces[pieces.length - 1] = { text: keepAfter ? after.text : previous.text, loose: true };
      } else {
        pieces.push(after);
      }
    }
  });
  const first = pieces[0];
  if (typeof first === 'object' && first.loose) pieces.shift();
  const end = pieces.at(-1);
  if (typeof end === 'object' && end.loose) pieces.pop();
  return normalizeBlanks(
    pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''),
  );
}

/** Rule 4: one space for a run of blanks, lines trimmed, empty lines dropped. */
function normalizeBlanks(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(BLANK_RUN, (run) => (run.length === 1 ? run : ' ')).trim())
    .filter((line) => line !== '')
    .join('\n');
}
