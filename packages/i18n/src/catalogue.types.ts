/**
 * The languages the interface speaks, Polish first.
 * @public
 */
export const languages = ['pl', 'en'] as const;

/** @public */
export type Language = (typeof languages)[number];

/**
 * The language used when none is chosen (spec: the interface language is Polish).
 * @public
 */
export const defaultLanguage: Language = 'pl';

/**
 * A message catalogue: nested objects whose leaves are message strings.
 * @public
 */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

type PolishOnlyPluralSuffix = 'few' | 'many';

/**
 * The shape another language's catalogue must have, derived from the Polish one: the same keys,
 * minus the plural forms only Polish needs (`_few`, `_many`). English plurals are `_one`/`_other`.
 * @public
 */
export type CatalogueOf<T> = {
  readonly [K in keyof T as K extends `${string}_${PolishOnlyPluralSuffix}`
    ? never
    : K]: T[K] extends string ? string : CatalogueOf<T[K]>;
};

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/**
 * Every dot-separated key of a catalogue, with plural suffixes removed (`login.errors.tooManyRequestsRetry`).
 * @public
 */
export type MessageKeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPluralSuffix<K>}`
    : MessageKeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
