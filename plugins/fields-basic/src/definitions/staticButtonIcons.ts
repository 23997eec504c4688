/**
 * The icons a static button may show. A fixed list rather than any icon name, so stored options
 * are validated by the schema and the runtime bundles only these icons.
 * @public
 */
export const STATIC_BUTTON_ICON_NAMES = [
  'add',
  'subtract',
  'delete',
  'dismiss',
  'checkmark',
  'edit',
  'copy',
  'save',
  'send',
  'arrow_left',
  'arrow_right',
  'info',
] as const;

/** The name of an icon a static button may show. @public */
export type StaticButtonIconName = (typeof STATIC_BUTTON_ICON_NAMES)[number];
