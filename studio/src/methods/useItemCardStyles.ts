import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The card of one item of a list edited in place (a variable, a listener, a choice, a named
 * method, a transformation): its inputs on the left, its remove button on the right.
 */
export const useItemCardStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  parts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});
