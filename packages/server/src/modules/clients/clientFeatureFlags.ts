/**
 * Every feature flag a client can have switched on (spec 001 §3.20). The spec names "several
 * complexView* flags" without listing them; ours are the three complex view kinds the spec
 * describes elsewhere: charts, calendars and dashboards. A flag absent from a client's
 * `enabledFeatures` is off.
 * @public
 */
export const clientFeatureFlags = [
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
] as const;

/** @public */
export type ClientFeatureFlag = (typeof clientFeatureFlags)[number];

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
