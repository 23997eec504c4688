/**
 * Every feature flag a client can have switched on (spec 001 §3.20), the one list the server
 * accepts and the studio offers. The spec names "several complexView* flags" without listing
 * them; ours are the three complex view kinds the spec describes elsewhere: charts, calendars
 * and dashboards. A flag absent from a client's `enabledFeatures` is off.
 * @public
 */
export const CLIENT_FEATURE_FLAGS = Object.freeze([
  'smsModule',
  'clientScripts',
  'userApi',
  'userLoginTokens',
  'globalEventListeners',
  'pipelineUnionStage',
  'tableDataExportByUsers',
  'recurringActions',
  'importRecordsUpdate',
  'applicationVersions',
  'viewsPublic',
  'complexViewCharts',
  'complexViewCalendar',
  'complexViewDashboard',
  'formsRadioGroup',
  'formsCheckboxList',
  'formsContainer',
  'documentTemplatesPdfForm',
  'automaticActionDeleteRecords',
  'automaticActionGeocode',
  'methodDeviceInfoGeolocation',
  'processSettingsOptions',
  'processSettingsDiagram',
] as const);

/** A client feature flag. @public */
export type ClientFeatureFlag = (typeof CLIENT_FEATURE_FLAGS)[number];
