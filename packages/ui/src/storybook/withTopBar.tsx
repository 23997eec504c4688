import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { withFrame } from './withFrame';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
  },
  end: { justifyContent: 'flex-end' },
});

/**
 * Story decorator factory for the parts of the `AppShell` top bar: draws the story on the
 * brand-coloured bar, at its `end` (the actions, the default) or its `start` (beside the app
 * name, like the client switcher).
 * @internal
 */
export function withTopBar(side: 'start' | 'end' = 'end') {
  return withFrame(() => {
    const styles = useStyles();
    return mergeClasses(styles.bar, side === 'end' && styles.end);
  });
}
