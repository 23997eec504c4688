/** The definition kind forms are stored as. @internal */
export const formKind = 'form';
