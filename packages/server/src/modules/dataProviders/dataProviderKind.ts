/** The definition kind data providers are stored as. @internal */
export const dataProviderKind = 'dataProvider';
