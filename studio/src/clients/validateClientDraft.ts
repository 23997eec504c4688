import type { ProblemMap, ProblemText } from '../common/problemText';
import type { ClientDraft } from './clientDraft';

/** The server's limits: a key travels in paths and a header, a name is shown everywhere. */
export const maxClientKeyLength = 100;
export const maxClientNameLength = 200;

/**
 * A key: letters of the Latin alphabet without diacritics, digits, `_` and `-` (spec 000 §5 name
 * tokens, narrowed to ASCII because the key travels in the `X-Client-Key` header).
 */
const keyPattern = /^[A-Za-z0-9_-]+$/;

/** A host name without port, as the server accepts it (`localhost` too, for development). */
const hostNamePattern =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const required: ProblemText = { common: 'validations.required' };

/**
 * The client form's own rules, checked before a save: key and name required, the key's
 * characters, each domain a host name named once (its uniqueness among clients, and the key's
 * and name's, are checked while typing — spec 001 §5.4).
 * Locations: `key`, `name`, `domains/{index}`.
 */
export function validateClientDraft(draft: ClientDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  const key = draft.key.trim();
  if (key === '') problems.set('key', required);
  else if (!keyPattern.test(key)) problems.set('key', { studio: 'clients.problems.keyCharacters' });
  if (draft.name.trim() === '') problems.set('name', required);
  const seen = new Set<string>();
  draft.domains.forEach((typed, index) => {
    const domain = typed.trim().toLowerCase();
    const location = `domains/${index}`;
    if (domain === '') problems.set(location, required);
    else if (!hostNamePattern.test(domain)) {
      problems.set(location, { studio: 'clients.problems.domainInvalid' });
    } else if (seen.has(domain)) problems.set(location, { studio: 'clients.problems.domainTwice' });
    seen.add(domain);
  });
  return problems;
}
