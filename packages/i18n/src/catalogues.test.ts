import { describe, expect, it } from 'vitest';
import { type Language, languages, type MessageTree } from './catalogue.types';
import { en } from './locales/en';
import { pl } from './locales/pl';

const catalogues: Record<Language, MessageTree> = { pl, en };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Leaf keys as dot paths, e.g. `login.errors.invalidCredentials`. */
function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Leaf keys with plural forms folded into one key, so `x_one`/`x_few` compare as `x`. */
function messageKeys(tree: MessageTree): string[] {
  return [...new Set(leafKeys(tree).map((key) => key.replace(pluralSuffix, '')))].sort();
}

/** For every plural key: the forms the catalogue provides. */
function pluralForms(tree: MessageTree): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of leafKeys(tree)) {
    const match = pluralSuffix.exec(key);
    if (!match?.[1]) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1]].sort());
  }
  return forms;
}

describe('message catalogues', () => {
  it('pl and en have exactly the same message keys (a key missing in one language fails)', () => {
    const plKeys = messageKeys(pl);
    expect(plKeys.length).toBeGreaterThan(20);
    expect(messageKeys(en)).toEqual(plKeys);
  });

  it('the deep comparison notices a key present in one language only', () => {
    const withExtra = { ...en, extra: { onlyInEnglish: 'x' } };
    expect(messageKeys(withExtra)).not.toEqual(messageKeys(pl));
  });

  it.each(languages)(
    'every plural key in %s has exactly the forms Intl.PluralRules asks for',
    (language) => {
      const expected = [
        ...new Intl.PluralRules(language).resolvedOptions().pluralCategories,
      ].sort();
      const forms = pluralForms(catalogues[language]);
      expect(forms.size).toBeGreaterThan(0);
      for (const [key, provided] of forms) {
        expect({ key, forms: provided }).toEqual({ key, forms: expected });
      }
    },
  );

  it('no message is empty', () => {
    for (const language of languages) {
      const tree = catalogues[language];
      for (const key of leafKeys(tree)) {
        const value = key
          .split('.')
          .reduce<MessageTree | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        expect(typeof value === 'string' && value.trim().length > 0, `${language}: ${key}`).toBe(
          true,
        );
      }
    }
  });
});
