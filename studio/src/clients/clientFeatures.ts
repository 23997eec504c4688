import type { ClientFeatureFlag } from '@tessera/engine';

/**
 * The client feature flags (spec 001 §3.20, the engine's `CLIENT_FEATURE_FLAGS`), in groups for
 * the client form; a test keeps every flag in exactly one group.
 */
export const clientFeatureGroups = {
  modules: [
    'applicationVersions',
    'globalEventListeners',
    'smsModule',
    'clientScripts',
    'userApi',
    'userLoginTokens',
    'recurringActions',
  ],
  data: [
    'viewsPublic',
    'complexViewCharts',
    'complexViewCalendar',
    'complexViewDashboard',
    'tableDataExportByUsers',
    'importRecordsUpdate',
    'pipelineUnionStage',
  ],
  forms: [
    'formsRadioGroup',
    'formsCheckboxList',
    'formsContainer',
    'documentTemplatesPdfForm',
    'methodDeviceInfoGeolocation',
  ],
  processes: [
    'processSettingsOptions',
    'processSettingsDiagram',
    'automaticActionDeleteRecords',
    'automaticActionGeocode',
  ],
} as const satisfies Readonly<Record<string, readonly ClientFeatureFlag[]>>;

/** A group of the client form's feature flags. */
export type ClientFeatureGroup = keyof typeof clientFeatureGroups;

/** A client feature flag. */
export type ClientFeature = (typeof clientFeatureGroups)[ClientFeatureGroup][number];

/** Every feature flag, group by group. */
export const clientFeatures: readonly ClientFeature[] = Object.values(clientFeatureGroups).flat();
