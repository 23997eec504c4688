/** The definition kind views are stored as. @internal */
export const viewKind = 'view';
