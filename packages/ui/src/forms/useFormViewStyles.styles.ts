import { makeStyles, tokens } from '@fluentui/react-components';
import { ROW_CHANGE_ATTRIBUTE } from '@tessera/react';

/** Below this width every field takes the whole row: the 12 columns are too narrow on a phone. */
const NARROW_SCREEN = '@media (max-width: 600px)';

/** A group's rows: the height of a row's fields before the row first renders. @internal */
export const GROUP_ROW_HEIGHT = '--tessera-form-group-row-height';

/** On a group's rows while no row can be added (the maximum, or the group cannot change). @internal */
export const NO_ROW_ADDED = 'data-no-row-added';
/** On a group's rows while no row can be removed (the minimum, or the group cannot change). @internal */
export const NO_ROW_REMOVED = 'data-no-row-removed';

/** The custom property behind Fluent's disabled text colour (`--colorNeutralForegroundDisabled`). */
const DISABLED_FOREGROUND = tokens.colorNeutralForegroundDisabled.slice('var('.length, -1);

/** Styles of the form view's grid, groups and containers. @internal */
export const useFormViewStyles = makeStyles({
  form: {
    width: '100%',
    minWidth: 0,
    // A disabled field of a form still holds a value people must read (a computed price, a
    // locked choice), but Fluent writes disabled text at about 1.9:1. Inside the form every
    // renderer's disabled text — inputs, affixes, choice and checkbox labels — takes the
    // secondary-text colour instead (about 6:1 on white, on the grey group rows and on
    // disabled backgrounds: WCAG AA); the pale border still says the field cannot be changed.
    [DISABLED_FOREGROUND]: tokens.colorNeutralForeground3,
  },
  grid: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    // A row whose fields are all hidden takes no room.
    ':empty': { display: 'none' },
  },
  cell: {
    gridColumn: 'var(--tessera-form-cell-column)',
    minHeight: 'var(--tessera-form-cell-min-height)',
    minWidth: 0,
    boxSizing: 'border-box',
    [NARROW_SCREEN]: { gridColumn: '1 / -1' },
    // Fluent's inputs are as wide as their content (an <input> is 20 characters wide); on the
    // form grid a field takes the width of its cell, however narrow.
    '& .fui-Input, & .fui-Textarea, & .fui-SpinButton, & .fui-Combobox, & .fui-Dropdown, & .fui-Select':
      { width: '100%', minWidth: 0, maxWidth: '100%' },
  },
  // A form of hundreds of fields (a repeating group of 100 rows) must cost, per keystroke or new
  // row, about what its visible part costs: a row of fields far from the viewport skips style,
  // layout and paint. Until first shown it counts as empty — as tall as its tallest field's grid
  // minimum height, which is its height unless a field's content is taller — and keeps its last
  // shown height after (`auto`). Rows, not cells: the browser tracks every such element on each
  // frame, and a row holds up to 12 fields. The clip margin leaves room for focus outlines, which
  // containment would cut.
  deferredRow: {
    minHeight: 'var(--tessera-form-row-min-height)',
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 0px',
    overflowClipMargin: tokens.spacingHorizontalXS,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  sectionTitle: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
  },
  required: { color: tokens.colorPaletteRedForeground3 },
  rows: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    // Spec 002 §4: "add button hidden at the maximum; remove button hidden at the minimum" — the
    // static row buttons of the group's own rows, by one attribute here (FormActions'
    // `hidesRowChangeButtons`), not by a render of each.
    [`&[${NO_ROW_ADDED}] [${ROW_CHANGE_ATTRIBUTE}="add"]`]: { display: 'none' },
    [`&[${NO_ROW_REMOVED}] [${ROW_CHANGE_ATTRIBUTE}="remove"]`]: { display: 'none' },
  },
  groupRow: {
    // A fieldset: its browser margin and minimum width go.
    margin: 0,
    minWidth: 0,
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    // Like a row of the grid (`deferredRow`), a group's row far from the viewport skips rendering;
    // until first shown it is as tall as its fields' grid at their minimum heights (set by the group).
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto var(${GROUP_ROW_HEIGHT})`,
    overflowClipMargin: tokens.spacingHorizontalXS,
  },
  groupRowFields: { flexGrow: 1, minWidth: 0 },
  rowControls: {
    display: 'flex',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalXS,
    flexShrink: 0,
    // Room for both icon buttons in every row, so the rows' columns line up whichever row
    // shows the buttons (32 px each: the XXXL spacing is the width of an icon button).
    width: `calc(2 * ${tokens.spacingHorizontalXXXL} + ${tokens.spacingHorizontalXS})`,
  },
  emptyGroup: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  groupError: { color: tokens.colorPaletteRedForeground1 },
  container: {
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  unknownType: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
  typeName: { fontFamily: tokens.fontFamilyMonospace },
});
