import { CLIENT_FEATURE_FLAGS, type ClientFeatureFlag } from '@tessera/engine';

/**
 * Every feature flag a client can have switched on: the engine's list (spec 001 §3.20), which the
 * studio offers too. @public
 */
export const clientFeatureFlags = CLIENT_FEATURE_FLAGS;

export type { ClientFeatureFlag };

/**
 * Whether a client has a feature switched on.
 * @public
 */
export function hasClientFeature(
  client: { readonly enabledFeatures: Readonly<Record<string, boolean>> },
  flag: ClientFeatureFlag,
): boolean {
  return client.enabledFeatures[flag] === true;
}
