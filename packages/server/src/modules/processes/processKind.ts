/** The definition kind processes ("process settings") are stored as. @internal */
export const processKind = 'process';
