export { CLIENT_FEATURE_FLAGS, type ClientFeatureFlag } from './clientFeatureFlags';
