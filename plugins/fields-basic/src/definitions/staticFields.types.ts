import type { StaticButtonIconName } from './staticButtonIcons';

/**
 * What a static text shows: the result of the field's `defaultValue` method (spec 002 §3), never
 * something a person typed. Null until the method has a result.
 * @public
 */
export type StaticTextValue = string | number | boolean | null;

/** Options of a static text (spec 002 §3: bold, fontSize, fontColor). @public */
export interface StaticTextFieldOptions {
  readonly bold: boolean;
  /** Font size in CSS pixels (8–72); null for the theme's body size. @default null */
  readonly fontSize: number | null;
  /** A hex colour (`#rgb`, `#rrggbb`, `#rrggbbaa`); null for the theme's text colour. @default null */
  readonly fontColor: string | null;
}

/** Options of a static image (spec 002 §3: imageUrl, keepAspectRatio). @public */
export interface StaticImageFieldOptions {
  /** An `https://` address or a same-origin path starting with `/`; null before one is chosen. */
  readonly imageUrl: string | null;
  /** Fit the whole image into the cell (true) or stretch it to fill the cell (false). @default true */
  readonly keepAspectRatio: boolean;
}

/** Which side of the caption a static button's icon sits on. @public */
export type StaticButtonIconAlign = 'left' | 'right';

/** A static button's icon (spec 002 §3: icon{name, align, color}). @public */
export interface StaticButtonIcon {
  /** One of {@link STATIC_BUTTON_ICON_NAMES}; null for a button without an icon. */
  readonly name: StaticButtonIconName | null;
  readonly align: StaticButtonIconAlign;
  /** A hex colour; null for the button's text colour. */
  readonly color: string | null;
}

/**
 * What a static button does (spec 002 §3: actions add or remove a repeating-group item).
 * `groupId` names the repeating group; null means the group whose row the button sits in.
 * Adding inserts an empty row after the button's own row (at the end when the button is outside
 * the group's rows); removing removes the button's own row.
 * @public
 */
export interface StaticButtonAction {
  readonly type: 'add_repeating_group_item' | 'remove_repeating_group_item';
  readonly groupId: string | null;
}

/** Options of a static button (spec 002 §3). @public */
export interface StaticButtonFieldOptions {
  /** The caption; when empty the button shows only its icon, or the field label without one. */
  readonly text: string;
  /** A hex colour; null for the theme's button colour. */
  readonly backgroundColor: string | null;
  /** A hex colour; null for the theme's button text colour. */
  readonly textColor: string | null;
  readonly icon: StaticButtonIcon;
  readonly action: StaticButtonAction;
}

/** Options of a static line: none of its own. @public */
export type StaticLineFieldOptions = Readonly<Record<string, never>>;

/** Options of a process history (spec 002 §7: the history list filters by changed field ids). @public */
export interface StaticProcessHistoryFieldOptions {
  /** Ids of the process's data fields whose changes are listed; empty lists every change. */
  readonly fieldIds: readonly string[];
}

declare module '@tessera/engine' {
  interface FieldTypes {
    static_text: { options: StaticTextFieldOptions; value: StaticTextValue };
    static_image: { options: StaticImageFieldOptions; value: null };
    static_button: { options: StaticButtonFieldOptions; value: null };
    static_line: { options: StaticLineFieldOptions; value: null };
    static_process_history: { options: StaticProcessHistoryFieldOptions; value: null };
  }
}
