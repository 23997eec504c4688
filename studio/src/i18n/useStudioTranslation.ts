import { useTranslation } from 'react-i18next';
import { STUDIO_NAMESPACE, type studioMessages } from './studioMessages';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'few' | 'many' | 'other'}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the studio's catalogue, e.g. `dataProviders.list.title`. */
export type StudioMessageKey = Leaves<(typeof studioMessages)['pl']>;

/** A studio text's translator: typed by the studio's own catalogue. */
export type StudioTranslate = (
  key: StudioMessageKey,
  options?: Readonly<Record<string, unknown>>,
) => string;

const useNamespace = useTranslation as unknown as (namespace: string) => {
  t: StudioTranslate;
  i18n: { language: string };
};

/**
 * The studio's translations. `t` is typed by the studio's catalogue: the common one's typing
 * (`CustomTypeOptions`, set by `@tessera/i18n`) would reject this namespace and its keys.
 */
export function useStudioTranslation() {
  return useNamespace(STUDIO_NAMESPACE);
}
