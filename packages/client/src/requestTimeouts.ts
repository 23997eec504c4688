/**
 * How long a request may take (spec 000 §7, §9: 20000 ms).
 * @public
 */
export const defaultRequestTimeoutMs = 20_000;

/**
 * The longer request timeout "when configured" (spec 000 §7, §9: 120000 ms): pass it as the
 * fetch adapter's `timeoutMs`, or as one call's `timeoutMs`.
 * @public
 */
export const longRequestTimeoutMs = 120_000;

/**
 * How long an upload may take (spec 001 §9: 600000 ms); the default of `HttpAdapter.upload`.
 * @public
 */
export const uploadTimeoutMs = 600_000;

/**
 * How long generating a document or a template preview may take (spec 001 §9: 360000 ms); the
 * document calls pass it as their `timeoutMs`.
 * @public
 */
export const generatedDocumentTimeoutMs = 360_000;
