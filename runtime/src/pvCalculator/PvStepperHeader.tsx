import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PV_STEPS, type PvStep } from './pvStepNavigation';

export interface PvStepperHeaderProps {
  step: PvStep;
  /** Whether a step's header can be clicked (spec 002 §4). */
  isEnabled: (step: PvStep) => boolean;
  onSelect: (step: PvStep) => void;
}

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: `repeat(${PV_STEPS.length}, minmax(0, 1fr))`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    // The line to the previous step, drawn from its circle's centre to this one's.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '16px',
      right: '50%',
      width: '100%',
      height: tokens.strokeWidthThick,
      backgroundColor: tokens.colorNeutralStroke2,
      zIndex: 0,
    },
  },
  itemReached: {
    '&:not(:first-child)::before': { backgroundColor: tokens.colorBrandStroke1 },
  },
  button: {
    position: 'relative',
    // Above the line that reaches in from the next step.
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    maxWidth: '100%',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    cursor: 'pointer',
    ':enabled:hover': { color: tokens.colorBrandForeground1 },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.spacingHorizontalXXS,
    },
  },
  circle: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxSizing: 'border-box',
    fontWeight: tokens.fontWeightSemibold,
  },
  circleReached: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    color: tokens.colorBrandForeground1,
  },
  circleCurrent: {
    ...shorthands.borderColor(tokens.colorBrandBackground),
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  circleDisabled: {
    ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
    color: tokens.colorNeutralForegroundDisabled,
  },
  label: {
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  labelCurrent: {
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * The stepper's headers (spec 002 §2): Użytkownik, Parametry, Analiza opłacalności, each a button
 * that opens its step when enabled. The open step is `aria-current="step"`.
 */
export function PvStepperHeader({ step, isEnabled, onSelect }: PvStepperHeaderProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const currentIndex = PV_STEPS.indexOf(step);

  return (
    <nav aria-label={t('pvCalculator.steps.label')}>
      <ol className={styles.list}>
        {PV_STEPS.map((item, index) => {
          const current = item === step;
          const enabled = current || isEnabled(item);
          const reached = index <= currentIndex;
          return (
            <li key={item} className={mergeClasses(styles.item, reached && styles.itemReached)}>
              <button
                type="button"
                className={styles.button}
                disabled={!enabled}
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(item)}
              >
                <span
                  aria-hidden="true"
                  className={mergeClasses(
                    styles.circle,
                    reached && styles.circleReached,
                    current && styles.circleCurrent,
                    !enabled && styles.circleDisabled,
                  )}
                >
                  {index + 1}
                </span>
                <Text
                  size={300}
                  weight={current ? 'semibold' : 'regular'}
                  className={mergeClasses(styles.label, current && styles.labelCurrent)}
                >
                  {t(`pvCalculator.steps.${item}`)}
                </Text>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
