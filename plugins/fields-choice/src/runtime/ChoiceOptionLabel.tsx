import { makeStyles, tokens } from '@fluentui/react-components';
import type { ChoiceItem } from './choiceSource.types';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    flexShrink: 0,
    width: tokens.spacingHorizontalM,
    height: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
});

/** An option's text, after a dot of its colour when the source gave one. @internal */
export function ChoiceOptionLabel({ item }: { readonly item: ChoiceItem }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {item.color === undefined ? null : (
        // The colour is data, not design: it can only be set inline.
        <span className={styles.swatch} style={{ backgroundColor: item.color }} aria-hidden />
      )}
      {item.text}
    </span>
  );
}
