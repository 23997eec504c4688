import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The list under an editor of what is wrong (or right) with what was written: one line per
 * issue, an icon then the text, coloured by severity.
 */
export const useIssueListStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  valid: { color: tokens.colorPaletteGreenForeground1 },
  icon: { flexShrink: 0, marginTop: '2px' },
});
