/**
 * The source of a pattern for a plan's index condition on the tenant as the query compiler
 * writes it (`providerRecordsSql`): the statement's own client as a list of one, with more
 * conditions after it.
 */
export const tenantIndexCondition = String.raw`Index Cond: \(\(client_id = ANY \('\{[0-9a-f-]{36}\}'::uuid\[\]\)\) AND`;
