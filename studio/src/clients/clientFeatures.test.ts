import { CLIENT_FEATURE_FLAGS } from '@tessera/engine';
import { expect, it } from 'vitest';
import { clientFeatures } from './clientFeatures';

it('offers every client feature flag the engine knows, each in exactly one group', () => {
  expect([...clientFeatures].sort()).toEqual([...CLIENT_FEATURE_FLAGS].sort());
});
