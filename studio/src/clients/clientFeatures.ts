/**
 * The client feature flags (spec 001 §3.20), in groups for the client form. The server's own
 * list (`clientFeatureFlags` of the server's clients module) is the authority: a flag it does
 * not know is refused with 422, so the two cannot drift apart unnoticed.
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
} as const;

/** A group of the client form's feature flags. */
export type ClientFeatureGroup = keyof typeof clientFeatureGroups;

/** A client feature flag. */
export type ClientFeature = (typeof clientFeatureGroups)[ClientFeatureGroup][number];

/** Every feature flag, group by group. */
export const clientFeatures: readonly ClientFeature[] = Object.values(clientFeatureGroups).flat();
