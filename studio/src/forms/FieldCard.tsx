import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { EyeRegular, LinkRegular } from '@fluentui/react-icons';
import type { FormField } from '@tessera/engine';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FieldTypeIcon } from './FieldTypeIcon';

/** What a card says about its field besides the stored definition. */
export interface FieldCardInfo {
  readonly typeLabel: string;
  /** Whether a plugin registered the type; an unknown type shows in red (spec 002 §3). */
  readonly knownType: boolean;
  /** The bound provider field's name, when bound. */
  readonly boundTo?: string;
}

/** Below this many rows a card shows one line: its icon and label. */
const compactBelowRows = 6;

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    flexGrow: 1,
    minWidth: 0,
    margin: '3px',
    display: 'flex',
    alignItems: 'stretch',
    textAlign: 'start',
    fontFamily: tokens.fontFamilyBase,
    color: tokens.colorNeutralForeground1,
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    overflow: 'hidden',
    cursor: 'grab',
    userSelect: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFaster,
    ':hover': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      boxShadow: tokens.shadow4,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  compact: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingTop: 0,
    paddingBottom: 0,
  },
  selected: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: tokens.shadow8,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  },
  invalid: {
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    backgroundColor: tokens.colorPaletteRedBackground1,
    ':hover': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  },
  type: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  unknownType: { color: tokens.colorPaletteRedForeground1 },
  label: {
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    minWidth: 0,
  },
  unnamed: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  required: { color: tokens.colorPaletteRedForeground1, marginLeft: tokens.spacingHorizontalXXS },
  marks: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
  },
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    whiteSpace: 'nowrap',
  },
  icon: { flexShrink: 0, fontSize: '14px' },
});

export interface FieldCardProps {
  readonly field: FormField;
  readonly info: FieldCardInfo;
  readonly selected: boolean;
  readonly invalid: boolean;
  readonly onClick: (event: MouseEvent) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * One field on the form grid: its type, label, binding and the marks of its conditions. A card
 * is a toggle button for the keyboard: its pressed state is the selection.
 */
export function FieldCard({ field, info, selected, invalid, onClick, onKeyDown }: FieldCardProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const compact = field.layout.height < compactBelowRows;
  const label = field.label?.trim() || field.name;
  const required = field.required?.type === 'constant' && field.required.value === true;
  const conditional = field.visible !== undefined || (field.required !== undefined && !required);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-invalid={invalid || undefined}
      aria-label={t('forms.designer.fieldCard', {
        label: label || t('forms.designer.unnamed'),
        type: info.typeLabel,
        column: field.layout.x + 1,
        row: field.layout.y + 1,
        width: field.layout.width,
      })}
      className={mergeClasses(
        styles.card,
        compact && styles.compact,
        selected && styles.selected,
        (invalid || !info.knownType) && styles.invalid,
      )}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {compact ? (
        <FieldTypeIcon type={field.type.name} className={styles.icon} />
      ) : (
        <span className={mergeClasses(styles.type, !info.knownType && styles.unknownType)}>
          <FieldTypeIcon type={field.type.name} className={styles.icon} />
          {info.typeLabel}
        </span>
      )}
      <Text
        className={mergeClasses(styles.label, !label && styles.unnamed)}
        size={compact ? 200 : 300}
      >
        {label || t('forms.designer.unnamed')}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </Text>
      {!compact && (info.boundTo || conditional) && (
        <span className={styles.marks}>
          {info.boundTo && (
            <span className={styles.mark}>
              <LinkRegular aria-hidden className={styles.icon} />
              {t('forms.designer.bound', { field: info.boundTo })}
            </span>
          )}
          {conditional && (
            <span className={styles.mark}>
              <EyeRegular aria-hidden className={styles.icon} />
              {t('forms.designer.conditional')}
            </span>
          )}
        </span>
      )}
    </button>
  );
}
