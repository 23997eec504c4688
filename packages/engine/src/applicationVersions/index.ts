export {
  APPLICATION_VERSION_STATUSES,
  type ApplicationVersion,
  type ApplicationVersionSelection,
  type ApplicationVersionStatus,
  type ApplicationVersionsResult,
} from './applicationVersion.types';
export { applicationVersionDisplayName } from './applicationVersionDisplayName';
export { applicationVersionSchema } from './applicationVersionSchema';
export { archiveVersion, publishVersion, unarchiveVersion } from './applicationVersionTransitions';
export { nextVersionNumber } from './nextVersionNumber';
export { resolveVersionSelection } from './resolveVersionSelection';
