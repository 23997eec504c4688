import { createContext, type ReactNode, useContext } from 'react';
import type { MethodField, MethodVariable } from './methodDraft';

/** What the methods being edited may read and name: the form's fields, variables, providers. */
export interface MethodScope {
  readonly fields: readonly MethodField[];
  readonly variables: readonly MethodVariable[];
  /** Data providers a server-side method may read (aggregations, external records). */
  readonly providers: readonly { readonly id: string; readonly name: string }[];
}

const emptyScope: MethodScope = { fields: [], variables: [], providers: [] };
const MethodScopeContext = createContext<MethodScope>(emptyScope);

/** Gives every method editor below it what its methods may read. */
export function MethodScopeProvider({
  scope,
  children,
}: {
  readonly scope: MethodScope;
  readonly children?: ReactNode;
}) {
  return <MethodScopeContext.Provider value={scope}>{children}</MethodScopeContext.Provider>;
}

/** What the methods being edited may read (nothing outside a {@link MethodScopeProvider}). */
export function useMethodScope(): MethodScope {
  return useContext(MethodScopeContext);
}
